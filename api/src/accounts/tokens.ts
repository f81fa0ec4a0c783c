import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_TOKEN_TTL_HOURS, MEMBER_TOKEN_TTL_DAYS } from '@kingside/contracts';
import type { Request } from 'express';
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../shared/db/database';
import type { UserModel } from './models';

/*
 * Bearer tokens: 32 random bytes (base64url, 43 characters) handed to the browser once; the database
 * keeps only their sha256, so a leaked table cannot be replayed. Each expires and can be revoked.
 */

/** `link`: a one-use code that lets the next Lichess sign-in link to its member's account (auth/lichess.ts). */
/** `reminders`: a training reminder's unsubscribe link (training/reminders.ts): it works for the mails of the last two months. */
export type TokenKind = 'member' | 'admin' | 'link' | 'reminders';

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  member: MEMBER_TOKEN_TTL_DAYS * 24 * HOUR_MS,
  admin: ADMIN_TOKEN_TTL_HOURS * HOUR_MS,
  link: 10 * 60 * 1000,
  reminders: 60 * 24 * HOUR_MS,
};

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** sha256 hex of a token: what auth_tokens.tokenHash and users.verificationToken hold. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh random token (32 bytes, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when the string has the shape of one of our tokens (so junk never reaches the database). */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/** Where a sign-in came from, kept with its token (auth_tokens.ip and userAgent) so its owner can recognise it. */
export interface TokenOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

export interface IssueOptions extends TokenOrigin {
  /** lifetime; the kind's TOKEN_TTL_MS by default */
  ttlMs?: number;
  transaction?: Transaction;
}

/** The longest user agent kept with a token (migration 0006); an address is cut to 64 characters like lastLoginIp. */
export const USER_AGENT_MAX_LENGTH = 255;
const IP_MAX_LENGTH = 64;

/** Printable text only, cut to `max`; null when nothing is left. */
function bounded(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = [...value]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim()
    .slice(0, max);
  return cleaned.length > 0 ? cleaned : null;
}

/** The request's client address (as Express sees it, TRUST_PROXY applied) and User-Agent, bounded. */
export function tokenOrigin(req: Request): TokenOrigin {
  return {
    ip: bounded(req.ip ?? req.socket?.remoteAddress, IP_MAX_LENGTH),
    userAgent: bounded(req.headers['user-agent'], USER_AGENT_MAX_LENGTH),
  };
}

/**
 * A new token for the user, stored hashed. `options` may be the lifetime alone (ms), or the lifetime, the
 * sign-in's origin and the caller's transaction. `transaction` (5th argument) is kept for older callers.
 */
export async function issueToken(
  models: Models,
  userId: number,
  kind: TokenKind,
  options: number | IssueOptions = {},
  transaction?: Transaction,
): Promise<string> {
  const {
    ttlMs = TOKEN_TTL_MS[kind],
    ip = null,
    userAgent = null,
    transaction: inside = transaction,
  } = typeof options === 'number' ? { ttlMs: options } : options;
  const token = randomToken();
  const now = Date.now();
  await models.AuthToken.create(
    {
      userId,
      tokenHash: hashToken(token),
      kind,
      expiresAt: new Date(now + ttlMs),
      revokedAt: null,
      ip: bounded(ip, IP_MAX_LENGTH),
      userAgent: bounded(userAgent, USER_AGENT_MAX_LENGTH),
      createdAt: new Date(now),
    },
    { transaction: inside ?? null },
  );
  return token;
}

/** The user a live (not expired, not revoked) token of this kind belongs to, or null; never an erased account. */
export async function findUserByToken(models: Models, token: string, kind: TokenKind): Promise<UserModel | null> {
  if (!isTokenShaped(token)) return null;
  const row = await models.AuthToken.findOne({
    where: { tokenHash: hashToken(token), kind, revokedAt: null, expiresAt: { [Op.gt]: new Date() } },
    include: [{ model: models.User, required: true, where: { erasedAt: null } }],
  });
  return (row as (typeof row & { user?: UserModel }) | null)?.user ?? null;
}

/**
 * Uses up a one-use token: revokes it and answers its user id, or null when it is unknown, expired, already
 * used or of another kind. One conditional UPDATE, so two requests racing with the same token cannot both win.
 */
export async function consumeToken(models: Models, token: unknown, kind: TokenKind): Promise<number | null> {
  if (!isTokenShaped(token)) return null;
  const tokenHash = hashToken(token);
  const [used] = await models.AuthToken.update(
    { revokedAt: new Date() },
    { where: { tokenHash, kind, revokedAt: null, expiresAt: { [Op.gt]: new Date() } } },
  );
  if (used !== 1) return null;
  const row = await models.AuthToken.findOne({ where: { tokenHash }, attributes: ['userId'] });
  return row ? Number(row.userId) : null;
}

/** Marks a token revoked (idempotent: an unknown or already revoked token changes nothing). */
export async function revokeToken(models: Models, token: string): Promise<void> {
  if (!isTokenShaped(token)) return;
  await models.AuthToken.update({ revokedAt: new Date() }, { where: { tokenHash: hashToken(token), revokedAt: null } });
}

/** Whatever `Authorization: Bearer <credential>` carries, of any shape (the deploy token is the operator's choice), or null. */
export function bearerCredential(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

/** The token of `Authorization: Bearer <token>`, or null when the header is missing or malformed. */
export function bearerToken(req: Request): string | null {
  const token = bearerCredential(req);
  return isTokenShaped(token) ? token : null;
}
