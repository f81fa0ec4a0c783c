import '../testing/jsdomPolyfills';
import { EMAIL_PREFERENCES_COPY, MARKETING_API } from '@kingside/contracts';
import { AppProviders, makeStore, signedIn } from '@kingside/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../testing/fakeApi';
import { EmailPreferences } from './EmailPreferences';

/* The member's e-mail choices on /account/orders (docs/spec.md §2.25, §7.20): read when opened, saved at once. */

const TOKEN = 'e'.repeat(43);

function renderChoices() {
  const store = makeStore();
  store.dispatch(signedIn(TOKEN));
  render(
    <AppProviders store={store}>
      <EmailPreferences token={TOKEN} />
    </AppProviders>,
  );
}

/** Opens the disclosure (a details element: jsdom toggles it on a click of its summary, and fires toggle). */
function open() {
  const summary = screen.getByText(EMAIL_PREFERENCES_COPY.heading);
  const details = summary.closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

describe('e-mail choices', () => {
  it('reads nothing until opened, then shows the opt-in off and saves it on', async () => {
    const api = fakeApi({
      [`GET ${MARKETING_API.preferences}`]: () => ({ status: 200, body: { cartReminders: false } }),
      [`PUT ${MARKETING_API.preferences}`]: (call) => ({ status: 200, body: call.body }),
    });
    renderChoices();
    expect(api.calls).toEqual([]);
    open();
    const box = await screen.findByRole('checkbox', { name: EMAIL_PREFERENCES_COPY.cartReminders });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    // The status line is always there (a live region must exist before it speaks): wait for what it says.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(EMAIL_PREFERENCES_COPY.saved));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    const put = api.callsTo('PUT', MARKETING_API.preferences);
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toEqual({ cartReminders: true });
    expect(put[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says when a choice could not be saved', async () => {
    fakeApi({
      [`GET ${MARKETING_API.preferences}`]: () => ({ status: 200, body: { cartReminders: true } }),
      [`PUT ${MARKETING_API.preferences}`]: () => ({ status: 503, body: '' }),
    });
    renderChoices();
    open();
    const box = await screen.findByRole('checkbox', { name: EMAIL_PREFERENCES_COPY.cartReminders });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    fireEvent.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_PREFERENCES_COPY.failed);
  });
});
