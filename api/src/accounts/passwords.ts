import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Password hashing with Node's built-in scrypt at OWASP's cost (N = 2^17, r = 8, p = 1; config.scryptCost,
 * lowered only in tests). The stored string describes itself, `scrypt$N$r$p$salt$hash` (base64), so a
 * later change of cost still verifies every existing hash.
 */

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** A stored hash asking for more than this is refused rather than allowed to exhaust memory. */
const MAX_COST = 2 ** 20;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default limit (32 MiB) is below N = 2^17, r = 8 (128 MiB).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function assertCost(cost: number): void {
  if (!Number.isInteger(cost) || cost < 2 || cost > MAX_COST || (cost & (cost - 1)) !== 0) {
    throw new Error(`scrypt cost must be a power of two between 2 and 2^20, got ${cost}`);
  }
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  assertCost(cost);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (!Number.isInteger(N) || N < 2 || N > MAX_COST || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** True when the password matches; a malformed stored value never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a hash was made at another cost than the configured one (rehash it on the next sign-in). */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== cost || parsed.r !== BLOCK_SIZE || parsed.p !== PARALLELISM;
}

const DUMMY_SALT = randomBytes(SALT_BYTES);

/**
 * Does the work of one verification when there is no user to verify against, so an unknown e-mail takes
 * as long to refuse as a wrong password.
 */
export async function burnDummyHash(password: string, cost: number): Promise<void> {
  assertCost(cost);
  const key = await derive(password, DUMMY_SALT, cost, BLOCK_SIZE, PARALLELISM);
  timingSafeEqual(key, key);
}
