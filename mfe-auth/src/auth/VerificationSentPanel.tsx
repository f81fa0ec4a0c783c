import { Button } from '@kingside/ui';
import { COPY } from './copy';
import { lead, panelHeading } from './styles';
import { useResendVerification } from './useResendVerification';

/** After registering (docs/spec.md §2, §4): where the link went, a resend, and the way back to Sign In. */
export function VerificationSentPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const { resend, isSending } = useResendVerification();
  return (
    <section aria-labelledby="verification-sent-heading">
      <div
        aria-hidden="true"
        css={(t) => ({
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          background: t.colors.accentSoft,
          color: t.colors.accentStrong,
          marginBottom: 16,
        })}
      >
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
      </div>
      <h2 id="verification-sent-heading" css={panelHeading}>
        Verification Email Sent
      </h2>
      <p css={lead}>
        We sent a verification link to <strong data-testid="verification-email">{email}</strong>. Open it to activate your account, then
        sign in. {COPY.linkLifetime}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button variant="outline" disabled={isSending} onClick={() => void resend(email)}>
          {isSending ? 'Sending...' : 'Resend Verification Email'}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    </section>
  );
}
