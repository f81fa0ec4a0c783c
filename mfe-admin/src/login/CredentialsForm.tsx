import { TOAST, type AdminUser, type LoginRequest } from '@kingside/contracts';
import type { FieldErrors } from '@kingside/contracts/schemas';
import {
  Button,
  Input,
  formErrors,
  preloadFormRules,
  serverMessage,
  useEarlyAction,
  useEarlyProps,
  useKeptValue,
  useToast,
  useSingleSubmit,
} from '@kingside/ui';
import { useId, useState } from 'react';
import { useAdminLoginMutation } from '../session/adminApi';

/** The form's name for the early-input script, and its fields' (serverDrawn.ts). */
const ADMIN_SIGN_IN = 'admin-sign-in';

/**
 * Step one of /admin/login: e-mail and password. The server decides whether a code is needed next. Drawn on the server
 * too: what is typed there is kept, and a submit there is held (never a GET of the password) and made once the page is
 * live (@kingside/ui's serverDrawn.ts and earlyActions.ts).
 */
export function CredentialsForm({
  onTwoFactor,
  onSignedIn,
}: {
  onTwoFactor: (userId: number) => void;
  onSignedIn: (token: string, user: AdminUser) => void;
}) {
  const [email, setEmail, keepEmail] = useKeptValue(`${ADMIN_SIGN_IN}-email`, '');
  const [password, setPassword, keepPassword] = useKeptValue(`${ADMIN_SIGN_IN}-password`, '');
  const values: LoginRequest = { email, password };
  const [errors, setErrors] = useState<FieldErrors<LoginRequest>>({});
  const [login, { isLoading }] = useAdminLoginMutation();
  const toast = useToast();
  const emailId = useId();
  const passwordId = useId();
  const focus = (id: string) => document.getElementById(id)?.focus();

  const change = (field: keyof LoginRequest) => (event: { target: { value: string } }) => {
    (field === 'email' ? setEmail : setPassword)(event.target.value);
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
  const earlySubmit = useEarlyProps(ADMIN_SIGN_IN);
  useEarlyAction(ADMIN_SIGN_IN, () => void signIn());

  return (
    <form {...earlySubmit} onSubmit={submit} onFocus={preloadFormRules} noValidate aria-label="Administrator sign-in">
      <Input
        {...keepEmail}
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
        {...keepPassword}
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
