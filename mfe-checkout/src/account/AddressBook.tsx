import type { Theme } from '@emotion/react';
import type { SavedAddress } from '@kingside/contracts';
import { Button, buttonStyle, errorStatus, Input, serverMessage, TextArea } from '@kingside/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useCheckoutDeleteAddressMutation,
  useCheckoutEditAddressMutation,
  useCheckoutSavedAddressesQuery,
} from '../addresses/addressesApi';
import { ADDRESS_BOOK_COPY as COPY } from './addressBookCopy';

/** What the api's refusal means to the member: 412, the address changed since the page read it; else the api's message. */
const refusal = (error: unknown, fallback: string) => (errorStatus(error) === 412 ? COPY.changedElsewhere : serverMessage(error, fallback));

const summaryStyle = (t: Theme) => ({
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: '1.1rem',
  '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
});

const card = (t: Theme) => ({
  padding: '12px 16px',
  border: `1px solid ${t.colors.line}`,
  borderRadius: t.radius.sm,
});

const actions = { display: 'flex', flexWrap: 'wrap' as const, gap: 8, marginTop: 10 };

/**
 * The member's address book on their account page (/account/orders, docs/spec.md §2.25), behind a disclosure as the
 * e-mail choices are (a native details element): the book is read when it is opened, never with the orders. Each
 * address can be edited in place or deleted; both name the version shown in If-Match (docs/spec.md §7.4).
 */
export function AddressBook({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      data-testid="address-book"
      css={{ margin: '0 0 20px' }}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary css={summaryStyle}>{COPY.heading}</summary>
      {open ? <Addresses token={token} /> : null}
    </details>
  );
}

function Addresses({ token }: { token: string }) {
  const { data, isError, refetch } = useCheckoutSavedAddressesQuery(token);
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  let body;
  if (isError && !data) {
    body = (
      <div role="alert">
        <p css={{ margin: '0 0 8px' }}>{COPY.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {COPY.tryAgain}
        </Button>
      </div>
    );
  } else if (!data) {
    body = <p css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>{COPY.loading}</p>;
  } else if (data.length === 0) {
    body = <p css={{ margin: 0 }}>{COPY.empty}</p>;
  } else {
    body = (
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {data.map((address) => (
          <li key={address.id} css={card} data-testid="book-address">
            <BookAddress
              token={token}
              address={address}
              onSaved={() => setStatus(COPY.saved)}
              onDeleted={() => {
                setStatus(COPY.deleted);
                listRef.current?.focus();
              }}
              onStart={() => setStatus('')}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div ref={listRef} tabIndex={-1} css={{ marginTop: 12, '&:focus': { outline: 'none' } }}>
      {body}
      <p role="status" css={(t) => ({ margin: '8px 0 0', minHeight: '1.3rem', color: t.colors.inkSoft })}>
        {status}
      </p>
    </div>
  );
}

type Mode = { kind: 'show' } | { kind: 'edit'; from: SavedAddress } | { kind: 'confirm' };

/** One address: shown with Edit and Delete; or its inline form; or the question before a delete. */
function BookAddress({
  token,
  address,
  onSaved,
  onDeleted,
  onStart,
}: {
  token: string;
  address: SavedAddress;
  onSaved: () => void;
  onDeleted: () => void;
  onStart: () => void;
}) {
  const [mode, setMode] = useState<Mode>({ kind: 'show' });
  const [error, setError] = useState('');
  const [remove, removing] = useCheckoutDeleteAddressMutation();
  const editRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  const describedId = `book-address-${address.id}`;

  // Focus follows the change: to "Keep it" when asked, back to Edit when the form or the question closes.
  useEffect(() => {
    if (mode.kind === 'confirm') keepRef.current?.focus();
    else if (mode.kind === 'show' && back.current) editRef.current?.focus();
    back.current = false;
  }, [mode]);

  const show = () => {
    back.current = true;
    setError('');
    setMode({ kind: 'show' });
  };

  if (mode.kind === 'edit') {
    return (
      <EditAddressForm
        token={token}
        from={mode.from}
        onCancel={show}
        onSaved={() => {
          onSaved();
          show();
        }}
      />
    );
  }

  async function confirmDelete() {
    setError('');
    try {
      // The version shown: the address as the member saw it, not one another tab saved meanwhile.
      await remove({ token, address }).unwrap();
      onDeleted();
    } catch (failure) {
      setError(refusal(failure, COPY.deleteFailed));
      setMode({ kind: 'show' });
    }
  }

  return (
    <>
      <p id={describedId} css={{ margin: 0, overflowWrap: 'anywhere' }}>
        <strong>{address.customerName}</strong>
        <br />
        <span css={{ whiteSpace: 'pre-line' }}>{address.customerAddress}</span>
      </p>
      {mode.kind === 'confirm' ? (
        <div role="group" aria-labelledby={`${describedId}-confirm`} css={{ marginTop: 10 }}>
          <p id={`${describedId}-confirm`} css={{ margin: 0, fontWeight: 600 }}>
            {COPY.confirmDelete}
          </p>
          <div css={actions}>
            <Button variant="danger" size="sm" onClick={() => void confirmDelete()} aria-disabled={removing.isLoading || undefined}>
              {COPY.confirmYes}
            </Button>
            <button ref={keepRef} type="button" css={buttonStyle('outline', 'sm')} onClick={show}>
              {COPY.keep}
            </button>
          </div>
        </div>
      ) : (
        <div css={actions}>
          <button
            ref={editRef}
            type="button"
            css={buttonStyle('outline', 'sm')}
            aria-describedby={describedId}
            onClick={() => {
              onStart();
              setError('');
              setMode({ kind: 'edit', from: address });
            }}
          >
            {COPY.edit}
          </button>
          <Button
            variant="outline"
            size="sm"
            aria-describedby={describedId}
            onClick={() => {
              onStart();
              setError('');
              setMode({ kind: 'confirm' });
            }}
          >
            {COPY.delete}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" css={(t) => ({ margin: '8px 0 0', color: t.colors.danger })}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The inline form: the name and address as the checkout labels them, Save and Cancel. It keeps the version it was
 * opened from, so a save after another tab's names that version and is refused (412) rather than overwriting it.
 */
function EditAddressForm({
  token,
  from,
  onCancel,
  onSaved,
}: {
  token: string;
  from: SavedAddress;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const [customerName, setName] = useState(from.customerName);
  const [customerAddress, setAddress] = useState(from.customerAddress);
  const [error, setError] = useState('');
  const [save, saving] = useCheckoutEditAddressMutation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.isLoading) return;
    setError('');
    try {
      await save({ token, address: from, input: { customerName, customerAddress } }).unwrap();
      onSaved();
    } catch (failure) {
      setError(refusal(failure, COPY.saveFailed));
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Input label={COPY.nameLabel} autoComplete="name" value={customerName} onChange={(event) => setName(event.target.value)} />
      <TextArea
        label={COPY.addressLabel}
        autoComplete="street-address"
        rows={3}
        value={customerAddress}
        onChange={(event) => setAddress(event.target.value)}
      />
      {error ? (
        <p role="alert" css={(t) => ({ margin: '0 0 8px', color: t.colors.danger })}>
          {error}
        </p>
      ) : null}
      <div css={actions}>
        <Button type="submit" size="sm" aria-disabled={saving.isLoading || undefined}>
          {saving.isLoading ? COPY.saving : COPY.save}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {COPY.cancel}
        </Button>
      </div>
    </form>
  );
}
