import { CARD_NUMBER_LENGTH, EXPIRY_LENGTH } from '@kingside/contracts';

/** Input masks of docs/spec.md §5, applied to every change of the payment fields. */

const digits = (value: string) => value.replace(/\D/g, '');

/** Digits only, cut at 16: "4242 4242-4242 4242 99" -> "4242424242424242". */
export function maskCardNumber(input: string): string {
  return digits(input).slice(0, CARD_NUMBER_LENGTH);
}

/**
 * MM/YY with the slash inserted after two digits, at most 5 characters. `previous` tells typing from
 * deleting: backspacing "12/2" gives "12/", and backspacing "12/" gives "12" instead of putting the
 * slash straight back.
 */
export function maskExpiry(input: string, previous = ''): string {
  const d = digits(input).slice(0, EXPIRY_LENGTH - 1);
  if (d.length > 2) return `${d.slice(0, 2)}/${d.slice(2)}`;
  if (d.length === 2) {
    // Typing the second digit adds the slash; deleting keeps it only while it is still there.
    const deleting = input.length < previous.length;
    return !deleting || input.endsWith('/') ? `${d}/` : d;
  }
  return d;
}

/** Non-digits removed, at most 4 digits (docs/spec.md §5: 3 or 4). */
export function maskCvv(input: string): string {
  return digits(input).slice(0, 4);
}
