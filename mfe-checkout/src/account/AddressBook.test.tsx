import '../testing/jsdomPolyfills';
import { ADDRESS_API, ADDRESS_MESSAGES, BACK_OFFICE_MESSAGES, type SavedAddress } from '@kingside/contracts';
import { AppProviders, makeStore, signedIn } from '@kingside/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../testing/fakeApi';
import { AddressBook } from './AddressBook';
import { ADDRESS_BOOK_COPY as COPY } from './addressBookCopy';

/* The member's address book on /account/orders (docs/spec.md §2.25, §7.4): read when opened, edited and deleted in place. */

const TOKEN = 'a'.repeat(43);
const HOME: SavedAddress = { id: 3, customerName: 'Ada Lovelace', customerAddress: '12 Analytical Row\nLondon', version: 2 };
const CLUB: SavedAddress = { id: 5, customerName: 'Ada at the club', customerAddress: '1 Castle Square', version: 1 };

function renderBook() {
  const store = makeStore();
  store.dispatch(signedIn(TOKEN));
  render(
    <AppProviders store={store}>
      <AddressBook token={TOKEN} />
    </AppProviders>,
  );
}

/** Opens the disclosure (a details element: jsdom toggles it on a click of its summary, and fires toggle). */
function open() {
  const details = screen.getByText(COPY.heading).closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

/** A book the fake api keeps: GET answers it as it is now. */
function bookApi(initial: SavedAddress[], writes: Parameters<typeof fakeApi>[0]) {
  const book = { addresses: initial };
  const api = fakeApi({ [`GET ${ADDRESS_API.list}`]: () => ({ status: 200, body: book.addresses }), ...writes });
  return { api, book };
}

const item = (name: string) => screen.getByText(name).closest('li')!;

describe('the address book on the account page', () => {
  it('reads nothing until opened, then lists each name and address with Edit and Delete', async () => {
    const { api } = bookApi([HOME, CLUB], {});
    renderBook();
    expect(screen.getByText(COPY.heading).tagName).toBe('SUMMARY');
    expect(api.calls).toEqual([]);
    open();
    expect(screen.getByText(COPY.loading)).toBeTruthy();
    expect(await screen.findByText(HOME.customerName)).toBeTruthy();
    expect(screen.queryByText(COPY.loading)).toBeNull();
    expect(screen.getAllByTestId('book-address')).toHaveLength(2);
    expect(within(item(HOME.customerName)).getByText(/12 Analytical Row/).textContent).toBe(HOME.customerAddress);
    expect(within(item(CLUB.customerName)).getByText(CLUB.customerAddress)).toBeTruthy();
    const edit = within(item(HOME.customerName)).getByRole('button', { name: COPY.edit });
    expect(edit.getAttribute('aria-describedby')).toBe('book-address-3');
    expect(within(item(HOME.customerName)).getByRole('button', { name: COPY.delete })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says there are none yet, and where to save one', async () => {
    bookApi([], {});
    renderBook();
    open();
    expect(await screen.findByText(COPY.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COPY.edit })).toBeNull();
  });

  it('says when the book could not be read, and reads it again on Try again', async () => {
    let fail = true;
    fakeApi({ [`GET ${ADDRESS_API.list}`]: () => (fail ? { status: 503, body: '' } : { status: 200, body: [HOME] }) });
    renderBook();
    open();
    expect((await screen.findByRole('alert')).textContent).toContain(COPY.loadFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: COPY.tryAgain }));
    expect(await screen.findByText(HOME.customerName)).toBeTruthy();
  });

  it('edits an address in place with the version shown in If-Match, then shows the book as saved', async () => {
    const { api, book } = bookApi([HOME, CLUB], {
      [`PUT ${ADDRESS_API.item(HOME.id)}`]: (call) => {
        const saved = { ...HOME, ...(call.body as object), version: HOME.version + 1 };
        book.addresses = [saved, CLUB];
        return { status: 200, body: saved };
      },
    });
    renderBook();
    open();
    fireEvent.click(within(await waitFor(() => item(HOME.customerName))).getByRole('button', { name: COPY.edit }));
    const name = screen.getByLabelText(COPY.nameLabel) as HTMLInputElement;
    const address = screen.getByLabelText(COPY.addressLabel) as HTMLTextAreaElement;
    expect(name.value).toBe(HOME.customerName);
    expect(address.value).toBe(HOME.customerAddress);
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Augusta Ada King' } });
    fireEvent.change(address, { target: { value: '1 New Street' } });
    fireEvent.click(screen.getByRole('button', { name: COPY.save }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(COPY.saved));
    expect(await screen.findByText('Augusta Ada King')).toBeTruthy();
    expect(screen.queryByLabelText(COPY.nameLabel)).toBeNull();
    const put = api.callsTo('PUT', ADDRESS_API.item(HOME.id));
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toEqual({ customerName: 'Augusta Ada King', customerAddress: '1 New Street' });
    expect(put[0]!.headers['If-Match']).toBe('"2"');
    expect(put[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    // the book is read again after the write
    await waitFor(() => expect(api.callsTo('GET', ADDRESS_API.list)).toHaveLength(2));
    expect(document.activeElement).toBe(within(item('Augusta Ada King')).getByRole('button', { name: COPY.edit }));
  });

  it('Cancel closes the form and sends nothing', async () => {
    const { api } = bookApi([HOME], {});
    renderBook();
    open();
    fireEvent.click(within(await waitFor(() => item(HOME.customerName))).getByRole('button', { name: COPY.edit }));
    fireEvent.change(screen.getByLabelText(COPY.nameLabel), { target: { value: 'Someone else' } });
    fireEvent.click(screen.getByRole('button', { name: COPY.cancel }));
    expect(screen.queryByLabelText(COPY.nameLabel)).toBeNull();
    expect(screen.getByText(HOME.customerName)).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says the address was changed elsewhere when the api answers 412, and keeps the form', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    bookApi([HOME], {
      [`PUT ${ADDRESS_API.item(HOME.id)}`]: async () => {
        await answered;
        return { status: 412, body: { message: BACK_OFFICE_MESSAGES.conflict } };
      },
    });
    renderBook();
    open();
    fireEvent.click(within(await waitFor(() => item(HOME.customerName))).getByRole('button', { name: COPY.edit }));
    fireEvent.change(screen.getByLabelText(COPY.nameLabel), { target: { value: 'Late edit' } });
    fireEvent.click(screen.getByRole('button', { name: COPY.save }));
    expect((await screen.findByRole('button', { name: COPY.saving })).getAttribute('aria-disabled')).toBe('true');
    answer();
    expect((await screen.findByRole('alert')).textContent).toBe(COPY.changedElsewhere);
    expect((screen.getByLabelText(COPY.nameLabel) as HTMLInputElement).value).toBe('Late edit');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("shows the api's message for another refusal (a duplicate)", async () => {
    bookApi([HOME, CLUB], {
      [`PUT ${ADDRESS_API.item(HOME.id)}`]: () => ({ status: 409, body: { message: ADDRESS_MESSAGES.alreadySaved } }),
    });
    renderBook();
    open();
    fireEvent.click(within(await waitFor(() => item(HOME.customerName))).getByRole('button', { name: COPY.edit }));
    fireEvent.click(screen.getByRole('button', { name: COPY.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADDRESS_MESSAGES.alreadySaved);
  });

  it('asks before deleting; Keep it deletes nothing, Yes deletes with If-Match and the address leaves the list', async () => {
    const { api, book } = bookApi([HOME, CLUB], {
      [`DELETE ${ADDRESS_API.item(CLUB.id)}`]: () => {
        book.addresses = [HOME];
        return { status: 204 };
      },
    });
    renderBook();
    open();
    fireEvent.click(within(await waitFor(() => item(CLUB.customerName))).getByRole('button', { name: COPY.delete }));
    const question = within(item(CLUB.customerName)).getByRole('group', { name: COPY.confirmDelete });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: COPY.keep }));
    fireEvent.click(within(question).getByRole('button', { name: COPY.keep }));
    expect(screen.queryByText(COPY.confirmDelete)).toBeNull();
    expect(api.callsTo('DELETE', ADDRESS_API.item(CLUB.id))).toEqual([]);

    fireEvent.click(within(item(CLUB.customerName)).getByRole('button', { name: COPY.delete }));
    fireEvent.click(screen.getByRole('button', { name: COPY.confirmYes }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(COPY.deleted));
    await waitFor(() => expect(screen.queryByText(CLUB.customerName)).toBeNull());
    expect(screen.getByText(HOME.customerName)).toBeTruthy();
    const deleted = api.callsTo('DELETE', ADDRESS_API.item(CLUB.id));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.headers['If-Match']).toBe('"1"');
    expect(deleted[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says a delete refused with 412 was of an address changed elsewhere', async () => {
    bookApi([HOME], {
      [`DELETE ${ADDRESS_API.item(HOME.id)}`]: () => ({ status: 412, body: { message: BACK_OFFICE_MESSAGES.conflict } }),
    });
    renderBook();
    open();
    fireEvent.click(within(await waitFor(() => item(HOME.customerName))).getByRole('button', { name: COPY.delete }));
    fireEvent.click(screen.getByRole('button', { name: COPY.confirmYes }));
    expect((await screen.findByRole('alert')).textContent).toBe(COPY.changedElsewhere);
  });
});
