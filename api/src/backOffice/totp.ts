import { randomBytes } from 'node:crypto';
import { TOTP_ISSUER } from '@kingside/contracts';
import { encode as base32 } from 'base32.js';
import { Op } from 'sequelize';
import speakeasy from 'speakeasy';
import type { Models } from '../shared/db/database';

/*
 * The ONE place that talks to speakeasy. speakeasy 2 is unmaintained and its defaults bite
 * (docs/architecture.md §5): the secret encoding defaults to ascii, a `window` given as a string is
 * concatenated ("1" + 1 = "11" steps, minutes away), an empty or malformed secret "verifies" its own
 * codes, non-digit tokens are parseInt'ed ("12345x" matches "012345"), and nothing stops the same code
 * from verifying twice. Every call below pins the options and checks the inputs itself.
 */

/** RFC 6238 parameters every authenticator app assumes. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side: tolerates 30 s of clock drift or a code typed as it rolled over. A number, never a string. */
export const TOTP_WINDOW = 1;
/** RFC 4226 recommends 160-bit shared secrets. */
export const TOTP_SECRET_BYTES = 20;
/** Shortest secret accepted from storage: 80 bits (16 base32 characters), RFC 4226's minimum. */
const MIN_SECRET_CHARS = 16;

const BASE32_SECRET = /^[A-Z2-7]+$/;
const CODE = /^\d{6}$/;

/** Throws unless the secret is a plausible base32 TOTP secret (speakeasy would silently accept anything). */
export function assertSecret(secret: unknown): asserts secret is string {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_CHARS || !BASE32_SECRET.test(secret)) {
    throw new Error('TOTP secret must be at least 16 base32 characters');
  }
}

/**
 * A fresh 160-bit secret from the CSPRNG, in RFC 4648 base32 without padding (32 characters), by base32.js: the
 * codec speakeasy decodes secrets with. Not speakeasy.generateSecret, whose secret is printable characters drawn
 * unevenly from a small set, well short of 160 random bits.
 */
export function generateSecret(): string {
  return base32(randomBytes(TOTP_SECRET_BYTES));
}

/**
 * The otpauth:// URL an authenticator app scans (Key Uri Format): issuer "Kingside Admin", labelled with
 * the admin's e-mail. Built here rather than by speakeasy.otpauthURL, which leaves the label unencoded
 * ("Kingside Admin:…" with a raw space), and with %20 rather than URLSearchParams' "+", which some apps
 * show literally.
 */
export function otpauthUrl(secret: string, accountEmail: string): string {
  assertSecret(secret);
  const issuer = encodeURIComponent(TOTP_ISSUER);
  const query = [`secret=${secret}`, `issuer=${issuer}`, 'algorithm=SHA1', `digits=${TOTP_DIGITS}`, `period=${TOTP_STEP_SECONDS}`];
  return `otpauth://totp/${issuer}:${encodeURIComponent(accountEmail)}?${query.join('&')}`;
}

/** The time step (counter) a moment falls in. */
export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a secret at a moment (tests and tools; the site never needs to show one). */
export function codeAt(secret: string, nowMs: number): string {
  assertSecret(secret);
  return speakeasy.totp({ secret, encoding: 'base32', step: TOTP_STEP_SECONDS, digits: TOTP_DIGITS, time: nowMs / 1000 });
}

/**
 * The time step at which `code` is valid for `secret` (within one step of `nowMs`), or null. A step at
 * or before `lastStep` is refused: a code, once used, never works again, nor does any older one.
 * Pure: it does not record anything (see `consumeCode`).
 */
export function matchCode(secret: string, code: string, options: { nowMs?: number; lastStep?: number | null } = {}): number | null {
  assertSecret(secret);
  if (typeof code !== 'string' || !CODE.test(code)) return null;
  const nowMs = options.nowMs ?? Date.now();
  const delta = speakeasy.totp.verifyDelta({
    secret,
    encoding: 'base32',
    token: code,
    window: TOTP_WINDOW,
    step: TOTP_STEP_SECONDS,
    digits: TOTP_DIGITS,
    time: nowMs / 1000,
  });
  if (!delta) return null;
  const step = timeStep(nowMs) + delta.delta;
  const lastStep = options.lastStep ?? null;
  if (lastStep !== null && step <= Number(lastStep)) return null;
  return step;
}

/**
 * Checks a code for a user and records its time step in the same breath: the update only succeeds while
 * the stored step is older, so of two requests racing with the same code exactly one wins (on SQLite
 * and MariaDB alike, as it is a single conditional UPDATE). True when the code was accepted.
 */
export async function consumeCode(
  models: Models,
  user: { id: number; twoFactorLastStep: number | string | null },
  secret: string,
  code: string,
  nowMs: number = Date.now(),
): Promise<boolean> {
  const lastStep = user.twoFactorLastStep === null ? null : Number(user.twoFactorLastStep);
  const step = matchCode(secret, code, { nowMs, lastStep });
  if (step === null) return false;
  const [affected] = await models.User.update(
    { twoFactorLastStep: step },
    { where: { id: user.id, [Op.or]: [{ twoFactorLastStep: null }, { twoFactorLastStep: { [Op.lt]: step } }] } },
  );
  return affected === 1;
}
