import { AUTH_MESSAGES, TOAST, VALIDATION, type RegisterRequest } from '@kingside/contracts';
import type { FieldErrors } from '@kingside/contracts/schemas';
import { Button, Input, formErrors, preloadFormRules, serverMessage, useToast, useSingleSubmit } from '@kingside/ui';
import { useRef, useState } from 'react';
import { useAuthRegisterMutation } from '../api/authApi';
import { failureMessage } from '../api/failure';
import { COPY } from './copy';
import { GithubButton, OrDivider } from './GithubButton';

const EMPTY: RegisterRequest = { firstName: '', lastName: '', username: '', email: '', password: '' };
const ORDER: Array<keyof RegisterRequest> = ['firstName', 'lastName', 'username', 'email', 'password'];

/** Which field a refusal of the server is about, so its message also shows next to that field. */
function fieldOf(message: string): keyof RegisterRequest | undefined {
  if (message === AUTH_MESSAGES.usernameTaken) return 'username';
  if (message === AUTH_MESSAGES.emailTaken) return 'email';
  if (message === VALIDATION.commonPassword) return 'password';
  return undefined;
}

/** Register tab (docs/spec.md §2): five required fields, then the Verification Email Sent panel. */
export function RegisterPanel({ onRegistered }: { onRegistered: (email: string) => void }) {
  const toast = useToast();
  const [register, { isLoading }] = useAuthRegisterMutation();
  const [values, setValues] = useState<RegisterRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegisterRequest>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof RegisterRequest) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focus = (field: keyof RegisterRequest) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const registerAccount = async () => {
    const found = await formErrors<RegisterRequest>((rules) => rules.fieldErrors(rules.registerSchema, values));
    const first = ORDER.find((field) => found[field]);
    if (first) {
      setErrors(found);
      focus(first);
      return;
    }
    try {
      const result = await register({ ...values, email: values.email.trim() }).unwrap();
      toast.success(TOAST.registrationSuccessful, COPY.checkEmail);
      setValues(EMPTY);
      onRegistered(result.email);
    } catch (error) {
      toast.error(TOAST.registrationFailed, failureMessage(error, TOAST.registrationFailed));
      const field = fieldOf(serverMessage(error, ''));
      if (field) {
        setErrors({ [field]: serverMessage(error, '') });
        focus(field);
      }
    }
  };

  const input = (field: keyof RegisterRequest, label: string, extra: { type?: string; autoComplete: string; hint?: string }) => (
    <Input label={label} name={field} required value={values[field]} onChange={change(field)} error={errors[field]} {...extra} />
  );

  const submit = useSingleSubmit(async () => {
    await registerAccount();
  });

  return (
    <div>
      <form ref={formRef} onSubmit={submit} onFocus={preloadFormRules} noValidate aria-label="Register">
        <div css={(t) => ({ display: 'grid', gap: '0 16px', [t.breakpoints.sm]: { gridTemplateColumns: '1fr 1fr' } })}>
          {input('firstName', 'First name', { autoComplete: 'given-name' })}
          {input('lastName', 'Last name', { autoComplete: 'family-name' })}
        </div>
        {input('username', 'Username', { autoComplete: 'username' })}
        {input('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {input('password', 'Password', {
          type: 'password',
          autoComplete: 'new-password',
          hint: 'At least 8 characters, not a common password.',
        })}
        <Button type="submit" disabled={isLoading} css={{ width: '100%' }}>
          {isLoading ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <OrDivider />
      <GithubButton label="Sign up with GitHub" />
    </div>
  );
}
