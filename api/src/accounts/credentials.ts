import { ACCOUNT_LOCK_MINUTES, AUTH_MESSAGES, MAX_FAILED_LOGIN_ATTEMPTS } from '@kingside/contracts';
import { Op } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import type { UserModel } from './models';
import { HttpError } from '../shared/http/errors';
import { burnDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';

/*
 * The password check shared by member and admin sign-in, with the lockout: after
 * MAX_FAILED_LOGIN_ATTEMPTS failures in a row the account locks for ACCOUNT_LOCK_MINUTES (423 with
 * Retry-After). Each attempt first *reserves* its place in the count with an atomic SQL increment and
 * only then checks the password, so a burst of parallel guesses gets no more evaluations than a patient
 * attacker: an attempt whose count lands past the limit is refused without checking anything.
 */

export const LOCK_MS = ACCOUNT_LOCK_MINUTES * 60 * 1000;

export const invalidCredentials = () => new HttpError(401, AUTH_MESSAGES.invalidCredentials);

/** 423 saying when to retry, in the message and in Retry-After (seconds). */
export function accountLockedError(until: Date | null): HttpError {
  const seconds = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) : LOCK_MS / 1000;
  return new HttpError(423, AUTH_MESSAGES.accountLocked(Math.ceil(seconds / 60)), { 'Retry-After': String(seconds) });
}

type LockState = Pick<UserModel, 'accountLocked' | 'accountLockedUntil'>;

/** When the lock ends (null: no end set), or undefined when the account is not locked now. */
export function lockedUntil(user: LockState, now = Date.now()): Date | null | undefined {
  if (!user.accountLocked) return undefined;
  if (user.accountLockedUntil === null) return null;
  return new Date(user.accountLockedUntil).getTime() > now ? new Date(user.accountLockedUntil) : undefined;
}

/** Throws 423 when the account is locked now. */
export function ensureNotLocked(user: LockState): void {
  const until = lockedUntil(user);
  if (until !== undefined) throw accountLockedError(until);
}

async function reread(deps: AppDeps, userId: number): Promise<UserModel> {
  const user = await deps.db.models.User.findByPk(userId);
  if (!user) throw invalidCredentials(); // deleted meanwhile
  return user;
}

/** Locks from now, unless a parallel attempt already did (its end time stands). */
async function lock(deps: AppDeps, userId: number): Promise<UserModel> {
  await deps.db.models.User.update(
    { accountLocked: true, accountLockedUntil: new Date(Date.now() + LOCK_MS) },
    { where: { id: userId, accountLocked: false } },
  );
  return reread(deps, userId);
}

/** A lock whose time is over is lifted together with its count, so the member gets a fresh set of tries. */
async function releaseExpiredLock(deps: AppDeps, userId: number): Promise<void> {
  await deps.db.models.User.update(
    { accountLocked: false, accountLockedUntil: null, failedLoginAttempts: 0 },
    { where: { id: userId, accountLocked: true, accountLockedUntil: { [Op.lte]: new Date() } } },
  );
}

/** One more failure, counted by the database itself so parallel requests cannot lose an increment. */
async function increment(deps: AppDeps, userId: number): Promise<UserModel> {
  await deps.db.sequelize.query('UPDATE users SET failedLoginAttempts = failedLoginAttempts + 1 WHERE id = ?', {
    replacements: [userId],
  });
  return reread(deps, userId);
}

export interface FailedAttemptResult {
  failedLoginAttempts: number;
  /** when the account is locked (by this failure or before), its end; otherwise null */
  lockedUntil: Date | null;
}

/**
 * Counts one failure against the account outside the password check (e.g. a wrong admin two-factor
 * code) and locks it when the count reaches the limit.
 */
export async function recordFailedAttempt(deps: AppDeps, userId: number): Promise<FailedAttemptResult> {
  let user = await increment(deps, userId);
  if (user.failedLoginAttempts >= MAX_FAILED_LOGIN_ATTEMPTS) user = await lock(deps, userId);
  return { failedLoginAttempts: user.failedLoginAttempts, lockedUntil: user.accountLocked ? user.accountLockedUntil : null };
}

export interface AuthenticateOptions {
  /** refuse (with the same 401) anyone whose role is not this one */
  requireRole?: 'admin';
  /** refuse unverified accounts with 403 after the password check, before the sign-in is recorded */
  requireVerified?: boolean;
  /**
   * Whether this account still owes a second factor. If so the right password is only half a sign-in:
   * earlier failures are kept (or someone who knows the password could guess codes forever, signing in
   * again between guesses) and nothing is recorded until `recordSignIn` after the second factor.
   */
  secondFactorPending?: (user: UserModel) => boolean;
}

/** A completed sign-in: the failure count starts over and the address and time are kept. */
export async function recordSignIn(user: UserModel, ip: string, extra: Partial<Pick<UserModel, 'password'>> = {}): Promise<void> {
  await user.update({
    failedLoginAttempts: 0,
    accountLocked: false,
    accountLockedUntil: null,
    lastLoginIp: ip.slice(0, 64),
    lastLoginDate: new Date(),
    ...extra,
  });
}

/** Gives back the place in the failure count that a successful password check had reserved. */
async function releaseReservedAttempt(deps: AppDeps, userId: number): Promise<void> {
  await deps.db.sequelize.query('UPDATE users SET failedLoginAttempts = failedLoginAttempts - 1 WHERE id = ? AND failedLoginAttempts > 0', {
    replacements: [userId],
  });
}

/**
 * Checks an e-mail and password. Resolves with the user, or throws 401 (one message for an unknown
 * e-mail, a wrong password and, with requireRole, the wrong role), 423 when locked, 403 when
 * requireVerified and unverified. A success resets the count and records lastLoginIp / lastLoginDate
 * (unless a second factor is still pending, see AuthenticateOptions).
 */
export async function authenticate(
  deps: AppDeps,
  email: string,
  password: string,
  ip: string,
  options: AuthenticateOptions = {},
): Promise<UserModel> {
  const { config, db } = deps;
  const found = await db.models.User.findOne({ where: { email: email.trim().toLowerCase() } });
  // An erased account keeps no password and answers like an unknown address.
  if (!found || found.erasedAt) {
    await burnDummyHash(password, config.scryptCost);
    throw invalidCredentials();
  }
  const { user, matches } = await reserveAndCheck(deps, found, password);
  if (!matches) throw invalidCredentials();

  // The password is right: whoever typed it is no attacker of this account, so the count starts over.
  const reset = { failedLoginAttempts: 0, accountLocked: false, accountLockedUntil: null };
  if (options.requireRole && user.role !== options.requireRole) {
    await user.update(reset);
    throw invalidCredentials();
  }
  if (options.requireVerified && !user.isVerified) {
    await user.update(reset);
    throw new HttpError(403, AUTH_MESSAGES.emailNotVerified);
  }
  const rehash = needsRehash(user.password as string, config.scryptCost)
    ? { password: await hashPassword(password, config.scryptCost) }
    : {};
  if (options.secondFactorPending?.(user)) {
    await releaseReservedAttempt(deps, user.id);
    if (rehash.password) await user.update(rehash);
    return user.reload();
  }
  await recordSignIn(user, ip, rehash);
  return user;
}

/**
 * The lockout's core, shared by sign-in and the password change: throws 423 when the account is locked,
 * otherwise reserves this attempt's place in the failure count, then checks the password. A wrong one stays
 * counted (and locks the account at the limit: 423); a right one leaves the reservation for the caller to
 * settle (reset the count, or give the place back).
 */
async function reserveAndCheck(deps: AppDeps, found: UserModel, password: string): Promise<{ user: UserModel; matches: boolean }> {
  ensureNotLocked(found);
  await releaseExpiredLock(deps, found.id);

  const user = await increment(deps, found.id);
  if (user.failedLoginAttempts > MAX_FAILED_LOGIN_ATTEMPTS || lockedUntil(user) !== undefined) {
    throw accountLockedError((await lock(deps, user.id)).accountLockedUntil);
  }

  const matches = user.password
    ? await verifyPassword(password, user.password)
    : (await burnDummyHash(password, deps.config.scryptCost), false);
  if (!matches && user.failedLoginAttempts >= MAX_FAILED_LOGIN_ATTEMPTS) {
    throw accountLockedError((await lock(deps, user.id)).accountLockedUntil);
  }
  return { user, matches };
}

/**
 * Checks a signed-in user's current password (an administrator changing theirs): a wrong one counts toward
 * the lockout exactly like a failed sign-in, so a stolen session cannot guess the password at leisure.
 * Resolves true (the count then starts over) or false; throws 423 when the account is or becomes locked.
 */
export async function checkCurrentPassword(deps: AppDeps, userId: number, password: string): Promise<boolean> {
  const found = await reread(deps, userId);
  const { user, matches } = await reserveAndCheck(deps, found, password);
  if (matches) await user.update({ failedLoginAttempts: 0, accountLocked: false, accountLockedUntil: null });
  return matches;
}
