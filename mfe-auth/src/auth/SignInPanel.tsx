import { ROUTES, TOAST } from '@kingside/contracts';
import type { FieldErrors } from '@kingside/contracts/schemas';
import {
  Button,
  Input,
  errorStatus,
  formErrors,
  preloadFormRules,
  signedIn,
  useAppDispatch,
  useEarlyAction,
  useEarlyProps,
  useKeptValue,
  useToast,
  useNavigate,
  useSingleSubmit,
} from '@kingside/ui';
import { useState } from 'react';
import { useAuthLoginMutation } from '../api/authApi';
import { failureMessage } from '../api/failure';
import { COPY } from './copy';
import { GithubButton, OrDivider } from './GithubButton';
import { LichessButton } from './LichessButton';
import { quietLink } from './styles';
import { useResendVerification } from './useResendVerification';

interface Values {
  email: string;
  password: string;
}

/** The form's name for the early-input script, and its fields' (serverDrawn.ts). */
const SIGN_IN = 'sign-in';

/**
 * Sign In tab (docs/spec.md §2): email and password, the dead Forgot password link, GitHub and Lichess. Drawn on the
 * server too: what is typed there is kept, and a submit there is held (never a GET of the password) and made once the
 * page is live (@kingside/ui's serverDrawn.ts and earlyActions.ts).
 */
export function SignInPanel() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [login, { isLoading }] = useAuthLoginMutation();
  const { resend, isSending } = useResendVerification();
  const [email, setEmail, keepEmail] = useKeptValue(`${SIGN_IN}-email`, '');
  const [password, setPassword, keepPassword] = useKeptValue(`${SIGN_IN}-password`, '');
  const values: Values = { email, password };
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  /** set when the server said the account is not verified yet: offer a new link right here */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    (field === 'email' ? setEmail : setPassword)(event.target.value);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const signIn = async () => {
    const found = await formErrors<Values>((rules) => rules.fieldErrors(rules.credentialsSchema, values));
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setUnverifiedEmail(null);
    try {
      const { token } = await login({ email: values.email.trim(), password: values.password }).unwrap();
      dispatch(signedIn(token));
      toast.success(TOAST.loginSuccessful, COPY.welcomeBack);
      navigate(ROUTES.home, { replace: true });
    } catch (error) {
      toast.error(TOAST.loginFailed, failureMessage(error, TOAST.loginFailed));
      if (errorStatus(error) === 403) setUnverifiedEmail(values.email.trim());
    }
  };

  const submit = useSingleSubmit(async () => {
    await signIn();
  });
  const earlySubmit = useEarlyProps(SIGN_IN);
  useEarlyAction(SIGN_IN, () => void signIn());

  return (
    <div>
      <form {...earlySubmit} onSubmit={submit} onFocus={preloadFormRules} noValidate aria-label="Sign in">
        <Input
          {...keepEmail}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <Input
          {...keepPassword}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <div css={{ display: 'flex', justifyContent: 'flex-end', margin: '-4px 0 16px' }}>
          {/* Password reset is not offered (docs/spec.md §2: the link is dead); it stays a link that goes nowhere. */}
          <a href="#forgot-password" css={quietLink} onClick={(event) => event.preventDefault()}>
            Forgot password?
          </a>
        </div>
        <Button type="submit" disabled={isLoading} css={{ width: '100%' }}>
          {isLoading ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      {unverifiedEmail ? (
        <div
          role="status"
          css={(t) => ({
            marginTop: 16,
            padding: 16,
            borderRadius: t.radius.md,
            background: t.colors.accentSoft,
            border: `1px solid ${t.colors.line}`,
          })}
        >
          <p css={{ margin: '0 0 12px' }}>
            Your email address <strong>{unverifiedEmail}</strong> is not verified yet. Open the link we sent you, or get a new one.
          </p>
          <Button variant="outline" size="sm" disabled={isSending} onClick={() => void resend(unverifiedEmail)}>
            {isSending ? 'Sending...' : 'Resend Verification Email'}
          </Button>
        </div>
      ) : null}
      <OrDivider />
      <GithubButton label="Sign in with GitHub" />
      <LichessButton />
    </div>
  );
}
