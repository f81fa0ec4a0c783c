import { TOAST, VALIDATION } from '@kingside/contracts';
import { Container, useEarlyAction, useEarlyProps, useKeptValue, useToast } from '@kingside/ui';
import { useId, useRef, useState } from 'react';
import { goldButton } from './goldButton';
import { newsletterError, preloadNewsletterRules } from './newsletter';

/** The newsletter form's name for the pre-rendered page's field and submit (serverDrawn.ts). */
const NEWSLETTER_KEY = 'newsletter';

/**
 * The newsletter form (docs/spec.md §4, §5, §8). Nothing is sent anywhere: a valid address gets the thank-you
 * toast and the field clears. Every problem is reported the same way, as an "Error" toast, whether the
 * field is empty or the address is malformed; the browser's own type=email bubble is switched off
 * (noValidate) so it cannot pre-empt the spec's message.
 */
export function Newsletter() {
  const toast = useToast();
  const inputId = useId();
  // What a visitor typed into the pre-rendered page is kept when the live one takes over; a subscribe pressed there
  // is held by the early-input script (it would reload the page) and done then (@kingside/ui's serverDrawn.ts, earlyActions.ts).
  const [email, setEmail, keepEmail] = useKeptValue(NEWSLETTER_KEY, '');
  const fieldRef = useRef<HTMLInputElement | null>(null);
  const [invalid, setInvalid] = useState(false);
  const earlySubmit = useEarlyProps(NEWSLETTER_KEY);
  useEarlyAction(NEWSLETTER_KEY, () => void subscribe());

  async function subscribe() {
    const field = fieldRef.current;
    let problem: string | undefined;
    try {
      problem = await newsletterError(email);
    } catch {
      // The rules could not be fetched (offline): fall back on the browser's own e-mail check.
      problem = field?.validity.typeMismatch ? VALIDATION.invalidEmail : undefined;
    }
    setInvalid(Boolean(problem));
    if (problem) {
      toast.error(TOAST.error, problem);
      return;
    }
    toast.success(TOAST.successBang, TOAST.newsletterThanks);
    setEmail('');
  }

  return (
    <section
      aria-labelledby="newsletter-heading"
      data-testid="home-newsletter"
      css={(t) => ({ background: t.colors.primary, color: '#fff', padding: `${t.space(14)} 0` })}
    >
      <Container css={{ textAlign: 'center', maxWidth: 720 }}>
        <h2 id="newsletter-heading" css={{ fontSize: 'clamp(1.5rem, 3vw, 2rem)', color: '#fff' }}>
          Join Our Newsletter
        </h2>
        <p css={{ color: '#dfe8e2', margin: '0 0 24px' }}>
          New lessons, articles and equipment, once a month. No spam, unsubscribe at any time.
        </p>
        <form
          {...earlySubmit}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void subscribe();
          }}
          css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            Email address
          </label>
          <input
            {...keepEmail}
            ref={(element) => {
              fieldRef.current = element;
              keepEmail.ref(element);
            }}
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            aria-invalid={invalid || undefined}
            onFocus={preloadNewsletterRules}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
            css={(t) => ({
              flex: '1 1 260px',
              maxWidth: 420,
              padding: '12px 14px',
              font: 'inherit',
              borderRadius: t.radius.md,
              border: '2px solid transparent',
              color: t.colors.ink,
              '&[aria-invalid="true"]': { borderColor: '#fca5a5' },
              '&:focus-visible': { outline: `3px solid ${t.colors.accent}`, outlineOffset: 2 },
            })}
          />
          <button type="submit" css={goldButton}>
            Subscribe
          </button>
        </form>
      </Container>
    </section>
  );
}
