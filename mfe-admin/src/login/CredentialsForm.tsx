import { TOAST, type AdminUser, type LoginRequest } from '@kingside/contracts';
import type { FieldErrors } from '@kingside/contracts/schemas';
import { Button, Input, formErrors, preloadFormRules, serverMessage, useToast, useSingleSubmit } from '@kingside/ui';
import { useId, useState } from 'react';
import { useAdminLoginMutation } from '../session/adminApi';

/** Step one of /admin/login: e-mail and password. The server decides whether a code is needed next. */
export function CredentialsForm({
  onTwoFactor,
  onSignedIn,
}: {
  onTwoFactor: (userId: number) => void;
  onSignedIn: (token: string, user: AdminUser) => void;
}) {
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginRequest>>({});
  const [login, { isLoading }] = useAdminLoginMutation();
  const toast = useToast();
  const emailId = useId();
  const passwordId = useId();
  const focus = (id: string) => document.getElementById(id)?.focus();

  const change = (field: keyof LoginRequest) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const signIn = async () => {
    const found = await formErrors<LoginRequest>((rules) => rules.fieldErrors(rules.signInSchema, values));
    setErrors(found);
    if (found.email) return focus(emailId);
    if (found.password) return focus(passwordId);
    try {
      const result = await login({ email: values.email.trim(), password: values.password }).unwrap();
      if (result.requireTwoFactor) onTwoFactor(result.userId);
      else onSignedIn(result.token, result.user);
    } catch (error) {
      toast.error(TOAST.loginFailed, serverMessage(error, TOAST.invalidEmailOrPassword));
    }
  };

  const submit = useSingleSubmit(async () => {
    await signIn();
  });

  return (
    <form onSubmit={submit} onFocus={preloadFormRules} noValidate aria-label="Administrator sign-in">
      <Input
        id={emailId}
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <Input
        id={passwordId}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <Button type="submit" disabled={isLoading} css={{ width: '100%' }}>
        {isLoading ? 'Authenticating...' : 'Sign In'}
      </Button>
    </form>
  );
}
