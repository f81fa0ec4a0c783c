import { TOAST, VALIDATION } from '@kingside/contracts';
import { Container, useToast } from '@kingside/ui';
import { useId, useState, type FormEvent } from 'react';
import { usePrerendering } from '@kingside/ui';
import { goldButton } from './goldButton';
import { newsletterError, preloadNewsletterRules } from './newsletter';

/**
 * The newsletter form (docs/spec.md §4, §5, §8). Nothing is sent anywhere: a valid address gets the thank-you
 * toast and the field clears. Every problem is reported the same way, as an "Error" toast, whether the
 * field is empty or the address is malformed; the browser's own type=email bubble is switched off
 * (noValidate) so it cannot pre-empt the spec's message.
 */
export function Newsletter() {
  const toast = useToast();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  // In the pre-rendered page the form waits for the live one: what a visitor typed there would be lost
  // when the browser's first render replaces it, and a native submit would reload the page.
  const prerendering = usePrerendering();

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read before the first await: React clears currentTarget once the handler has returned.
    const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
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
          noValidate
          onSubmit={(event) => void subscribe(event)}
          css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            Email address
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            readOnly={prerendering}
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
          <button type={prerendering ? 'button' : 'submit'} css={goldButton}>
            Subscribe
          </button>
        </form>
      </Container>
    </section>
  );
}
