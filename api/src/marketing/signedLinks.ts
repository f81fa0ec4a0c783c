import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_LINK_TOKEN } from '@kingside/contracts/schemas';

/*
 * The links of the e-mails that bring people back work without signing in (docs/spec.md §7.20): a guest's confirmation
 * and every unsubscribe. Each is signed, not stored: `<purpose>.<id>.<expiry>.<HMAC-SHA256>` (base64url), the HMAC over
 * the purpose, the id and the expiry (Unix seconds) with the server's SECRETS_KEY, the same on every instance, and
 * compared in constant time. Nobody can make one for another id or purpose, or stretch its expiry; a link opened
 * twice (a mail client's link scanner, a second click) says the same again.
 *
 * Purposes: `confirm` (a back_in_stock_requests id: a guest's confirmation), `bis` (a back_in_stock_requests id: stop
 * the back-in-stock e-mails to that request's address), `cart` (a member's id: stop their cart reminders).
 */

export type LinkPurpose = 'confirm' | 'bis' | 'cart';

export interface SignedLink {
  purpose: LinkPurpose;
  id: number;
}

const DAY_S = 24 * 60 * 60;

function signature(secretsKey: string, purpose: LinkPurpose, id: number, expires: number): string {
  return createHmac('sha256', secretsKey).update(`kingside:link:${purpose}:${id}:${expires}`).digest('base64url');
}

/** A token for `purpose` and `id`, valid for `days` from `now`. */
export function signLink(secretsKey: string, { purpose, id }: SignedLink, days: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + Math.round(days * DAY_S);
  return `${purpose}.${id}.${expires}.${signature(secretsKey, purpose, id, expires)}`;
}

/** What a token names, when it is the server's own, unexpired, and of one of `purposes`; null otherwise. */
export function readLink(secretsKey: string, token: unknown, purposes: readonly LinkPurpose[], now = new Date()): SignedLink | null {
  if (typeof token !== 'string' || !SIGNED_LINK_TOKEN.test(token)) return null;
  const [purpose, idText, expiresText, given] = token.split('.') as [LinkPurpose, string, string, string];
  const id = Number(idText);
  const expires = Number(expiresText);
  if (!purposes.includes(purpose) || !Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secretsKey, purpose, id, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return { purpose, id };
}
