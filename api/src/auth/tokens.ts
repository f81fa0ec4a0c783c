import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_TOKEN_TTL_HOURS, MEMBER_TOKEN_TTL_DAYS } from '@kingside/contracts';
import type { Request } from 'express';
import { Op, type Transaction } from 'sequelize';
import type { Models, UserModel } from '../db/models';

/*
 * Bearer tokens: 32 random bytes (base64url, 43 characters) handed to the browser once; the database
 * keeps only their sha256, so a leaked table cannot be replayed. Each expires and can be revoked.
 */

export type TokenKind = 'member' | 'admin';

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  member: MEMBER_TOKEN_TTL_DAYS * 24 * HOUR_MS,
  admin: ADMIN_TOKEN_TTL_HOURS * HOUR_MS,
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

export async function issueToken(
  models: Models,
  userId: number,
  kind: TokenKind,
  ttlMs: number = TOKEN_TTL_MS[kind],
  transaction?: Transaction,
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await models.AuthToken.create(
    { userId, tokenHash: hashToken(token), kind, expiresAt: new Date(now + ttlMs), revokedAt: null, createdAt: new Date(now) },
    { transaction: transaction ?? null },
  );
  return token;
}

/** The user a live (not expired, not revoked) token of this kind belongs to, or null. */
export async function findUserByToken(models: Models, token: string, kind: TokenKind): Promise<UserModel | null> {
  if (!isTokenShaped(token)) return null;
  const row = await models.AuthToken.findOne({
    where: { tokenHash: hashToken(token), kind, revokedAt: null, expiresAt: { [Op.gt]: new Date() } },
    include: [{ model: models.User, required: true }],
  });
  return (row as (typeof row & { user?: UserModel }) | null)?.user ?? null;
}

/** Marks a token revoked (idempotent: an unknown or already revoked token changes nothing). */
export async function revokeToken(models: Models, token: string): Promise<void> {
  if (!isTokenShaped(token)) return;
  await models.AuthToken.update({ revokedAt: new Date() }, { where: { tokenHash: hashToken(token), revokedAt: null } });
}

/** Revokes every live token of a user (e.g. after a password change or when an account is locked by an admin). */
export async function revokeAllTokens(models: Models, userId: number, transaction?: Transaction): Promise<void> {
  await models.AuthToken.update({ revokedAt: new Date() }, { where: { userId, revokedAt: null }, transaction: transaction ?? null });
}

/** The token of `Authorization: Bearer <token>`, or null when the header is missing or malformed. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return isTokenShaped(token) ? token : null;
}
