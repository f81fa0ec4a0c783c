import { EMAIL_PREFERENCES_COPY } from '@kingside/contracts';
import { serverMessage } from '@kingside/ui';
import { useState } from 'react';
import { useCheckoutEmailPreferencesQuery, useCheckoutPutEmailPreferencesMutation } from './emailPreferencesApi';

/**
 * The member's e-mail choices on their account page (/account/orders, docs/spec.md §2.25, §7.20), behind a disclosure
 * (a native details element: a keyboard opens it as a button): the choices are read when it is opened, never with the
 * orders.
 */
export function EmailPreferences({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      data-testid="email-preferences"
      css={{ margin: '0 0 48px' }}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary
        css={(t) => ({
          cursor: 'pointer',
          fontWeight: 600,
          fontSize: '1.1rem',
          '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
        })}
      >
        {EMAIL_PREFERENCES_COPY.heading}
      </summary>
      {open ? <CartReminderChoice token={token} /> : null}
    </details>
  );
}

/** The opt-in to a reminder about a cart left for a day, off until ticked; saved at once, the line under it says how it went. */
function CartReminderChoice({ token }: { token: string }) {
  const { data } = useCheckoutEmailPreferencesQuery(token);
  const [save, saving] = useCheckoutPutEmailPreferencesMutation();
  const [outcome, setOutcome] = useState<{ saved: boolean; message: string } | null>(null);

  async function setCartReminders(cartReminders: boolean) {
    setOutcome(null);
    try {
      await save({ token, preferences: { cartReminders } }).unwrap();
      setOutcome({ saved: true, message: EMAIL_PREFERENCES_COPY.saved });
    } catch (error) {
      setOutcome({ saved: false, message: serverMessage(error, EMAIL_PREFERENCES_COPY.failed) });
    }
  }

  return (
    <div css={{ marginTop: 12 }}>
      <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
        <input
          type="checkbox"
          checked={data?.cartReminders ?? false}
          disabled={!data || saving.isLoading}
          onChange={(event) => void setCartReminders(event.target.checked)}
          css={(t) => ({ width: 18, height: 18, '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 } })}
        />
        {EMAIL_PREFERENCES_COPY.cartReminders}
      </label>
      <p
        role={outcome && !outcome.saved ? 'alert' : 'status'}
        css={(t) => ({ margin: '8px 0 0', minHeight: '1.3rem', color: outcome && !outcome.saved ? t.colors.danger : t.colors.inkSoft })}
      >
        {outcome?.message ?? ''}
      </p>
    </div>
  );
}
