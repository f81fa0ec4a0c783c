import { VERIFICATION_LINK_TTL_HOURS, type VerificationProblem } from '@kingside/contracts';
import { Button, Input, formErrors, preloadFormRules, useSingleSubmit } from '@kingside/ui';
import { useState } from 'react';
import { lead, panelHeading } from './styles';
import { useResendVerification } from './useResendVerification';

const EXPLANATION: Record<VerificationProblem, { title: string; text: string }> = {
  expired: {
    title: 'This verification link has expired',
    text: `Verification links work for ${VERIFICATION_LINK_TTL_HOURS} hours. Enter your email address and we will send you a new one.`,
  },
  invalid: {
    title: 'This verification link is not valid',
    text: 'It may have been used already: if you have verified your address, simply sign in. Otherwise enter your email address and we will send you a new link.',
  },
};

/** Where an expired or used e-mail link lands (/auth?verification=expired|invalid): what happened and a resend. */
export function VerificationProblemPanel({ problem, onBack }: { problem: VerificationProblem; onBack: () => void }) {
  const { resend, isSending } = useResendVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { title, text } = EXPLANATION[problem];

  const submit = useSingleSubmit(async () => {
    const found = await formErrors<{ email: string }>((rules) => rules.fieldErrors(rules.resendVerificationSchema, { email }));
    if (found.email) {
      setError(found.email);
      return;
    }
    if (await resend(email.trim())) onBack();
  });

  return (
    <section aria-labelledby="verification-problem-heading">
      <h2 id="verification-problem-heading" css={panelHeading}>
        {title}
      </h2>
      <p css={lead}>{text}</p>
      <form onSubmit={submit} onFocus={preloadFormRules} noValidate aria-label="Request a new verification link">
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Button type="submit" disabled={isSending}>
            {isSending ? 'Sending...' : 'Resend Verification Email'}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            Back to Sign In
          </Button>
        </div>
      </form>
    </section>
  );
}
