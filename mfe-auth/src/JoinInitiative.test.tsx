import './testing/jsdomPolyfills';
import { AGE_GROUPS, API, AUTH_MESSAGES, CHESS_EXPERIENCE, TOAST, VALIDATION } from '@kingside/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import JoinInitiative from './JoinInitiative';
import { COPY } from './auth/copy';
import { deferred, fakeApi, type Reply } from './testing/fakeApi';
import { expectToast, renderAt } from './testing/renderAt';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function open() {
  renderAt('/revival', <JoinInitiative />);
  fireEvent.click(screen.getByRole('button', { name: 'Join Our Initiative' }));
  return screen.getByRole('dialog');
}

function fill() {
  type('Username', 'rita');
  type('Email', 'rita@example.test');
  type('Password', 'endgame-study-42');
}

describe('Join Our Initiative', () => {
  it('opens a dialog with username, email, password, the optional selects and Cancel', () => {
    fakeApi({});
    const dialog = open();
    expect(within(dialog).getByRole('heading', { name: 'Join Our Initiative' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    const ages = Array.from((screen.getByLabelText('Age group (optional)') as HTMLSelectElement).options).map((o) => o.value);
    expect(ages).toEqual(['', ...AGE_GROUPS]);
    const levels = Array.from((screen.getByLabelText('Chess experience (optional)') as HTMLSelectElement).options).map((o) => o.value);
    expect(levels).toEqual(['', ...CHESS_EXPERIENCE]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('checks the e-mail with the spec message before sending anything', async () => {
    const api = fakeApi({});
    open();
    type('Username', 'rita');
    type('Email', 'rita-at-example');
    type('Password', 'endgame-study-42');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(VALIDATION.invalidEmail)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('reads "Signing up..." while submitting, then tells the member to check their e-mail', async () => {
    const pending = deferred<Reply>();
    const api = fakeApi({ [`POST ${API.registerInitiative}`]: () => pending.promise });
    open();
    fill();
    fireEvent.change(screen.getByLabelText('Age group (optional)'), { target: { value: '65-74' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const busy = await screen.findByRole('button', { name: 'Signing up...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('POST', API.registerInitiative)[0]?.body).toEqual({
      username: 'rita',
      email: 'rita@example.test',
      password: 'endgame-study-42',
      initiativeMember: true,
      ageGroup: '65-74',
    });
    await act(async () => pending.resolve({ status: 201, body: { message: AUTH_MESSAGES.initiativeJoined, email: 'rita@example.test' } }));
    expect(await expectToast(TOAST.registrationSuccessful, COPY.checkEmail)).toBe('success');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('rita@example.test');
    expect(status.textContent).toContain(COPY.checkEmail);
  });

  it('says "Registration failed" with the server message', async () => {
    fakeApi({ [`POST ${API.registerInitiative}`]: () => ({ status: 409, body: { message: AUTH_MESSAGES.emailTaken } }) });
    open();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${TOAST.registrationFailed}${AUTH_MESSAGES.emailTaken}`);
    expect(await expectToast(TOAST.registrationFailed, AUTH_MESSAGES.emailTaken)).toBe('destructive');
  });

  it('falls back to "An unknown error occurred"', async () => {
    fakeApi({ [`POST ${API.registerInitiative}`]: () => ({ status: 502, text: '<html>Bad gateway</html>' }) });
    open();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(TOAST.unknownError);
    await expectToast(TOAST.registrationFailed, TOAST.unknownError);
  });
});
