import './testing/jsdomPolyfills';
import { API, AUTH_MESSAGES, STORAGE_KEYS, TOAST, VALIDATION, LICHESS_SIGN_IN, REMINDERS_LANDING } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import AuthPage from './AuthPage';
import { COPY } from './auth/copy';
import { deferred, fakeApi, type Reply } from './testing/fakeApi';
import { currentLocation, expectToast, renderAt } from './testing/renderAt';

const TOKEN = 'a'.repeat(43);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => localStorage.clear());

function signIn(reply: Reply) {
  const api = fakeApi({
    [`POST ${API.login}`]: () => reply,
    [`POST ${API.resendVerification}`]: () => ({ status: 200, body: { message: 'ok' } }),
  });
  renderAt('/auth', <AuthPage />);
  type('Email', 'ada@example.test');
  type('Password', 'knight-fork-e5');
  click('Sign In');
  return api;
}

describe('/auth page', () => {
  it('has Sign In and Register tabs, required e-mail-type fields, a dead Forgot password link and a GitHub link', () => {
    fakeApi({});
    renderAt('/auth', <AuthPage />);
    expect(document.title).toBe('Sign In - Kingside Academy');
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).required).toBe(true);
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    forgot.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign in with GitHub' }).getAttribute('href')).toBe(API.github);
    // A full-page navigation to the api, as GitHub's.
    expect(screen.getByRole('link', { name: 'Sign in with Lichess' }).getAttribute('href')).toBe(LICHESS_SIGN_IN.path);
    const benefits = screen.getByRole('complementary', { name: 'Member benefits' });
    expect([...benefits.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Learn at your own paceCourses for every level, from your first opening to endgame technique.',
      'Chess for RevivalTake part in our community programme that uses chess to keep minds sharp.',
      'Sign in your wayUse your email and password, or your GitHub or Lichess account.',
      'Your account, protectedVerified email, strong passwords and a lock after repeated failed sign-ins.',
    ]);
    // Only what the site has: no discussion under lessons, no coaching.
    expect(benefits.textContent).not.toMatch(/discussion|coaching/i);

    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    for (const label of ['First name', 'Last name', 'Username', 'Email', 'Password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect(screen.getByRole('link', { name: 'Sign up with GitHub' }).getAttribute('href')).toBe(API.github);
  });

  it('signs in: stores the token, says "Login successful" and goes to /', async () => {
    const api = signIn({ status: 200, body: { token: TOKEN } });
    expect(await expectToast(TOAST.loginSuccessful, COPY.welcomeBack)).toBe('success');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api.callsTo('POST', API.login)[0]?.body).toEqual({ email: 'ada@example.test', password: 'knight-fork-e5' });
  });

  it.each([
    ['the server message', { status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } }, AUTH_MESSAGES.invalidCredentials],
    ['status and status text when the body is unreadable', { status: 502, text: '', statusText: 'Bad Gateway' }, '502: Bad Gateway'],
    ['"Login failed" when there is nothing better', { network: true as const }, TOAST.loginFailed],
    ['"Login failed" for a JSON body without message', { status: 500, body: {} }, TOAST.loginFailed],
  ])('shows "Login failed" with %s', async (_name, reply, description) => {
    signIn(reply);
    expect(await expectToast(TOAST.loginFailed, description)).toBe('destructive');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(currentLocation()).toBe('/auth');
  });

  it('offers a new verification link when the account is not verified yet', async () => {
    const api = signIn({ status: 403, body: { message: AUTH_MESSAGES.emailNotVerified } });
    await expectToast(TOAST.loginFailed, AUTH_MESSAGES.emailNotVerified);
    click('Resend Verification Email');
    await expectToast(TOAST.verificationEmailSent);
    expect(api.callsTo('POST', API.resendVerification)[0]?.body).toEqual({ email: 'ada@example.test' });
  });

  it('shows the spec messages inline and sends nothing when the register form is incomplete', async () => {
    const api = fakeApi({});
    renderAt('/auth', <AuthPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    type('Email', 'not-an-email');
    type('Password', 'short');
    click('Create Account');
    // The rules are fetched on first use: the messages come once they are here.
    await screen.findByText('First name is required');
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username is required',
      VALIDATION.invalidEmail,
      VALIDATION.passwordMin8,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(api.calls).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  function fillRegister() {
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Username', 'ada');
    type('Email', 'Ada@Example.test');
    type('Password', 'knight-fork-e5');
  }

  it('registers, then shows Verification Email Sent with the address, Resend and Back to Sign In', async () => {
    let resendReply: Reply = { status: 200, body: { message: 'ok' } };
    const api = fakeApi({
      [`POST ${API.register}`]: () => ({ status: 201, body: { message: AUTH_MESSAGES.registered, email: 'ada@example.test' } }),
      [`POST ${API.resendVerification}`]: () => resendReply,
    });
    renderAt('/auth', <AuthPage />);
    fillRegister();
    click('Create Account');
    expect(await expectToast(TOAST.registrationSuccessful, COPY.checkEmail)).toBe('success');
    expect(screen.getByRole('heading', { name: 'Verification Email Sent' })).toBeTruthy();
    expect(screen.getByTestId('verification-email').textContent).toBe('ada@example.test');
    expect(api.callsTo('POST', API.register)[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
      email: 'Ada@Example.test',
      password: 'knight-fork-e5',
    });

    click('Resend Verification Email');
    expect(await expectToast(TOAST.verificationEmailSent, COPY.newLinkSent)).toBe('success');
    resendReply = { status: 429, body: { message: API_MESSAGES.tooManyRequests } };
    click('Resend Verification Email');
    expect(await expectToast(TOAST.resendFailed, API_MESSAGES.tooManyRequests)).toBe('destructive');

    click('Back to Sign In');
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says "Registration failed" with the server message, next to the field it is about', async () => {
    fakeApi({ [`POST ${API.register}`]: () => ({ status: 409, body: { message: AUTH_MESSAGES.usernameTaken } }) });
    renderAt('/auth', <AuthPage />);
    fillRegister();
    click('Create Account');
    expect(await expectToast(TOAST.registrationFailed, AUTH_MESSAGES.usernameTaken)).toBe('destructive');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Verification Email Sent' })).toBeNull();
  });

  it('says "Registration failed" with "Registration failed" when there is nothing better', async () => {
    fakeApi({ [`POST ${API.register}`]: () => ({ network: true }) });
    renderAt('/auth', <AuthPage />);
    fillRegister();
    click('Create Account');
    await expectToast(TOAST.registrationFailed, TOAST.registrationFailed);
  });

  it('shows the button states while pending', async () => {
    const pending = deferred<Reply>();
    fakeApi({ [`POST ${API.login}`]: () => pending.promise });
    renderAt('/auth', <AuthPage />);
    type('Email', 'ada@example.test');
    type('Password', 'knight-fork-e5');
    click('Sign In');
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => pending.resolve({ status: 401, body: { message: 'no' } }));
  });

  it('signs in once when pressed twice while the first press waits for the rules', async () => {
    const pending = deferred<Reply>();
    const api = fakeApi({ [`POST ${API.login}`]: () => pending.promise });
    renderAt('/auth', <AuthPage />);
    type('Email', 'ada@example.test');
    type('Password', 'knight-fork-e5');
    click('Sign In');
    click('Sign In');
    await screen.findByRole('button', { name: 'Signing in...' });
    expect(api.callsTo('POST', API.login)).toHaveLength(1);
    await act(async () => pending.resolve({ status: 401, body: { message: 'no' } }));
  });
});

describe('/auth landings from the api', () => {
  it('says "Verification successful" after the e-mail link, and cleans the address', async () => {
    fakeApi({});
    renderAt('/auth?verified=1', <AuthPage />);
    expect(await expectToast(TOAST.verificationSuccessful, COPY.verifiedCanSignIn)).toBe('success');
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
  });

  it.each([
    ['expired', 'This verification link has expired'],
    ['invalid', 'This verification link is not valid'],
  ])('explains a %s link and offers a resend', async (problem, heading) => {
    const api = fakeApi({ [`POST ${API.resendVerification}`]: () => ({ status: 200, body: { message: 'ok' } }) });
    renderAt(`/auth?verification=${problem}`, <AuthPage />);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    type('Email', 'ada@example.test');
    click('Resend Verification Email');
    await expectToast(TOAST.verificationEmailSent);
    expect(api.callsTo('POST', API.resendVerification)[0]?.body).toEqual({ email: 'ada@example.test' });
    // Back on the tabs afterwards.
    await screen.findByRole('tab', { name: 'Sign In' });
  });

  it('signs in with the token GitHub sign-in left in the fragment and goes to /', async () => {
    fakeApi({});
    renderAt(`/auth#token=${TOKEN}`, <AuthPage />);
    await expectToast(TOAST.loginSuccessful, COPY.welcomeBack);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it.each([
    ['failed', AUTH_MESSAGES.githubFailed],
    ['unavailable', API_MESSAGES.githubNotConfigured],
    ['unverified-email', AUTH_MESSAGES.githubNoVerifiedEmail],
  ])('explains GitHub sign-in %s with a "Login failed" toast', async (problem, description) => {
    fakeApi({});
    renderAt(`/auth?github=${problem}`, <AuthPage />);
    expect(await expectToast(TOAST.loginFailed, description)).toBe('destructive');
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
  });

  it.each([
    ['failed', COPY.lichessFailed],
    ['unavailable', LICHESS_SIGN_IN.notConfigured],
    ['unverified-email', COPY.lichessNoEmail],
    ['link-expired', LICHESS_SIGN_IN.linkInvalid],
  ])('explains Sign in with Lichess %s with a "Login failed" toast', async (problem, description) => {
    fakeApi({});
    renderAt(`/auth?lichess=${problem}`, <AuthPage />);
    expect(await expectToast(TOAST.loginFailed, description)).toBe('destructive');
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
  });

  it('tells a signed-in member why linking Lichess failed, and sends them back to /train', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    fakeApi({});
    renderAt('/auth?lichess=already-linked', <AuthPage />);
    expect(await expectToast(COPY.lichessLinkFailed, LICHESS_SIGN_IN.alreadyLinked)).toBe('destructive');
    await waitFor(() => expect(currentLocation()).toBe('/train'));
  });

  it("says reminders are off after the reminder e-mail's unsubscribe link, or that the link was not valid", async () => {
    fakeApi({});
    renderAt('/auth?reminders=off', <AuthPage />);
    expect(await expectToast(COPY.unsubscribed, REMINDERS_LANDING.off)).toBe('success');
    expect(REMINDERS_LANDING.off).toBe('Reminders are off. You will get no more reminder e-mails.');
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
  });

  it('says when an unsubscribe link was not valid, and sends a signed-in member to /train, where the switch is', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    fakeApi({});
    renderAt('/auth?reminders=invalid', <AuthPage />);
    expect(await expectToast(COPY.unsubscribeFailed, REMINDERS_LANDING.invalid)).toBe('destructive');
    expect(REMINDERS_LANDING.invalid).toBe('This unsubscribe link is not valid');
    await waitFor(() => expect(currentLocation()).toBe('/train'));
  });

  it('ignores a Lichess outcome it does not know', async () => {
    fakeApi({});
    renderAt('/auth?lichess=<script>', <AuthPage />);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(currentLocation()).toBe('/auth?lichess=<script>');
  });

  it('sends a signed-in member to /', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    fakeApi({});
    renderAt('/auth', <AuthPage />);
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
