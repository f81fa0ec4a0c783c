import { TOAST, type AdminUser } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import { Button, errorStatus, formErrors, Input, preloadFormRules, serverMessage, useToast, useSingleSubmit } from '@kingside/ui';
import { useEffect, useId, useState } from 'react';
import { useAdminVerify2faMutation } from '../session/adminApi';

/** Answers after which this code form is pointless: the password step has to be done again. */
const START_OVER: readonly string[] = [ADMIN_MESSAGES.signInExpired, ADMIN_MESSAGES.tooManyCodes];

/** Step two of /admin/login: the code from the authenticator app (docs/spec.md §2, placeholder 123456). */
export function CodeForm({
  userId,
  onBack,
  onSignedIn,
}: {
  userId: number;
  onBack: () => void;
  onSignedIn: (token: string, user: AdminUser) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [verify, { isLoading }] = useAdminVerify2faMutation();
  const toast = useToast();
  const inputId = useId();
  const focusInput = () => document.getElementById(inputId)?.focus();

  // The view just changed under the keyboard user: put them in the one field there is.
  useEffect(() => {
    document.getElementById(inputId)?.focus();
  }, [inputId]);

  const verifyCode = async () => {
    const { twoFactorCode: found } = await formErrors<{ twoFactorCode: string }>((rules) =>
      rules.fieldErrors(rules.twoFactorFormSchema, { twoFactorCode: code }),
    );
    setError(found);
    if (found) return focusInput();
    try {
      const result = await verify({ twoFactorCode: code.trim(), userId }).unwrap();
      onSignedIn(result.token, result.user);
    } catch (failure) {
      const message = serverMessage(failure, TOAST.invalidVerificationCode);
      toast.error(TOAST.verificationFailed, message);
      setCode('');
      if (START_OVER.includes(message) || errorStatus(failure) === 423) onBack();
      else focusInput();
    }
  };

  const submit = useSingleSubmit(async () => {
    await verifyCode();
  });

  return (
    <form onSubmit={submit} onFocus={preloadFormRules} noValidate aria-label="Two-factor verification">
      <p css={(t) => ({ color: t.colors.inkSoft, marginTop: 0 })}>Enter the 6-digit code from your authenticator app.</p>
      <Input
        id={inputId}
        label="Verification Code"
        name="twoFactorCode"
        placeholder="123456"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        required
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError(undefined);
        }}
        error={error}
      />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Verifying...' : 'Verify'}
        </Button>
        <Button type="button" variant="outline" onClick={onBack} disabled={isLoading}>
          Back to Login
        </Button>
      </div>
    </form>
  );
}
