import { NOTIFY_ME_COPY } from '@kingside/contracts';
import { Button, Input, selectAuthToken, serverMessage, useAppSelector, usePrerendering } from '@kingside/ui';
import { useId, useState, type FormEvent } from 'react';
import { useShopNotifyMeMutation } from './notifyMeApi';

/**
 * "Notify me" under a sold-out product (docs/spec.md §2.8, §7.20). A signed-in member asks in one press (the api uses
 * their account's address); a guest types an address and gets a link to confirm it. The server draws the guest's form
 * (the member's token is the browser's to know), and a member's press replaces it once the page is live.
 */
export function NotifyMe({ productId }: { productId: number }) {
  const prerendering = usePrerendering();
  const token = useAppSelector(selectAuthToken);
  const member = !prerendering && token ? token : null;
  const [email, setEmail] = useState('');
  const [notify, { isLoading, data, error }] = useShopNotifyMeMutation();
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    void notify(member ? { productId, token: member } : { productId, token: null, email: email.trim() });
  };

  return (
    <section
      aria-labelledby={headingId}
      css={(t) => ({ marginTop: 24, padding: 16, border: `1px solid ${t.colors.line}`, borderRadius: t.radius.md })}
    >
      <h2 id={headingId} css={{ fontSize: '1.1rem', margin: '0 0 12px' }}>
        {NOTIFY_ME_COPY.heading}
      </h2>
      {data ? (
        <p role="status" css={{ margin: 0 }}>
          {data.message}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          {member ? null : (
            <Input
              label={NOTIFY_ME_COPY.emailLabel}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
          <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? NOTIFY_ME_COPY.sending : NOTIFY_ME_COPY.button}
          </Button>
          {error ? (
            <p role="alert" css={(t) => ({ color: t.colors.danger, margin: '8px 0 0' })}>
              {serverMessage(error, NOTIFY_ME_COPY.failed)}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
