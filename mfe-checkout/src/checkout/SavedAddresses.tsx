import type { Theme } from '@emotion/react';
import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressInput } from '@kingside/contracts';
import { Button, skipToken } from '@kingside/ui';
import { useState } from 'react';
import { useCheckoutSavedAddressesQuery } from '../addresses/addressesApi';
import { ADDRESS_COPY } from './copy';

/** The same address as the form holds, as the api will compare it: trimmed, then exactly. */
const sameAddress = (saved: SavedAddressInput, values: SavedAddressInput) =>
  saved.customerName === values.customerName.trim() && saved.customerAddress === values.customerAddress.trim();

/**
 * The signed-in member's address book at checkout (issue 44): their addresses (none for a guest, or while they load, or
 * when they cannot be read: the form is the guest's then), and whether "Save this address" is offered: not for an
 * address already in the book, nor when it is full (`full` then says so).
 */
export function useAddressBook(token: string | null, values: SavedAddressInput) {
  const { data } = useCheckoutSavedAddressesQuery(token ?? skipToken);
  const addresses = token ? (data ?? []) : [];
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  const known = addresses.some((saved) => sameAddress(saved, values));
  return { addresses, offerSave: token !== null && !full && !known, full: token !== null && full && !known };
}

const card = (t: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 14px',
  border: `1px solid ${t.colors.line}`,
  borderRadius: t.radius.sm,
});

/** "Your saved addresses": each with a real button that fills the name and address in; the status line says it did. */
export function SavedAddressPicker({ addresses, onUse }: { addresses: readonly SavedAddress[]; onUse: (address: SavedAddress) => void }) {
  const [filled, setFilled] = useState(false);
  if (addresses.length === 0) return null;
  return (
    <div role="group" aria-labelledby="saved-addresses-label" css={{ marginBottom: 20 }}>
      <p id="saved-addresses-label" css={{ fontWeight: 600, margin: '0 0 8px' }}>
        {ADDRESS_COPY.savedAddresses}
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {addresses.map((address) => (
          <li key={address.id} css={card} data-testid="saved-address">
            <p id={`saved-address-${address.id}`} css={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong>{address.customerName}</strong>
              <br />
              <span css={{ whiteSpace: 'pre-line' }}>{address.customerAddress}</span>
            </p>
            <Button
              variant="outline"
              size="sm"
              aria-describedby={`saved-address-${address.id}`}
              onClick={() => {
                onUse(address);
                setFilled(true);
              }}
            >
              {ADDRESS_COPY.useAddress}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {filled ? ADDRESS_COPY.filledIn : ''}
      </p>
    </div>
  );
}

/** "Save this address to my address book", a checkbox with its label; or, when the book is full, why it is not offered. */
export function SaveAddressOption({
  offered,
  full,
  checked,
  onChange,
}: {
  offered: boolean;
  full: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (full) return <p css={(t) => ({ margin: '0 0 8px', color: t.colors.inkSoft })}>{ADDRESS_COPY.bookFull(MAX_SAVED_ADDRESSES)}</p>;
  if (!offered) return null;
  return (
    <p css={{ margin: '0 0 8px' }}>
      <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
        <input type="checkbox" name="saveAddress" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
        {ADDRESS_COPY.saveAddress}
      </label>
    </p>
  );
}
