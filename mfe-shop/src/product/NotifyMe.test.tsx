import { MARKETING_API, MARKETING_MESSAGES, NOTIFY_ME_COPY } from '@kingside/contracts';
import { AppProviders, makeStore, signedIn } from '@kingside/ui';
import { readFetchCall, type FetchCall } from '@kingside/ui/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { NotifyMe } from './NotifyMe';

/* "Notify me" under a sold-out product (docs/spec.md §2.8, §7.20): a guest's address, a member's one press, a refusal. */

const TOKEN = 'm'.repeat(43);
let calls: FetchCall[];
const original = globalThis.fetch;

function answer(status: number, body: unknown) {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(await readFetchCall(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}
afterEach(() => {
  globalThis.fetch = original;
});

function renderNotifyMe(token: string | null = null) {
  const store = makeStore();
  if (token) store.dispatch(signedIn(token));
  render(
    <AppProviders store={store}>
      <NotifyMe productId={7} />
    </AppProviders>,
  );
}

describe('Notify me', () => {
  it("sends a guest's address and says to confirm it", async () => {
    answer(202, { state: 'confirm', message: MARKETING_MESSAGES.confirmationSent });
    renderNotifyMe();
    expect(screen.getByRole('heading', { name: NOTIFY_ME_COPY.heading })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(NOTIFY_ME_COPY.emailLabel), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.button }));
    expect((await screen.findByRole('status')).textContent).toBe(MARKETING_MESSAGES.confirmationSent);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: MARKETING_API.backInStock(7), body: { email: 'ada@example.com' } }),
    ]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(screen.queryByRole('button', { name: NOTIFY_ME_COPY.button })).toBeNull();
  });

  it('asks for a member in one press, with their token and no address', async () => {
    answer(201, { state: 'subscribed', message: MARKETING_MESSAGES.subscribed });
    renderNotifyMe(TOKEN);
    expect(screen.queryByLabelText(NOTIFY_ME_COPY.emailLabel)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.button }));
    expect((await screen.findByRole('status')).textContent).toBe(MARKETING_MESSAGES.subscribed);
    expect(calls[0]).toEqual(expect.objectContaining({ body: {}, headers: expect.objectContaining({ Authorization: `Bearer ${TOKEN}` }) }));
  });

  it("shows the server's refusal, else the fallback, and keeps the form", async () => {
    answer(400, { message: 'Please enter a valid email address' });
    renderNotifyMe();
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.button }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    answer(500, '');
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.button }));
    expect((await screen.findByText(NOTIFY_ME_COPY.failed)).getAttribute('role')).toBe('alert');
  });

  it('says "Sending…" while the request is under way', async () => {
    let release: (value: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (release = resolve))) as typeof fetch;
    renderNotifyMe();
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.button }));
    const sending = await screen.findByRole('button', { name: NOTIFY_ME_COPY.sending });
    expect(sending.hasAttribute('disabled')).toBe(true);
    release(new Response(JSON.stringify({ state: 'confirm', message: MARKETING_MESSAGES.confirmationSent }), { status: 202 }));
    expect(await screen.findByText(MARKETING_MESSAGES.confirmationSent)).toBeTruthy();
  });
});
