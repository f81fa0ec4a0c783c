import { MAX_TWO_FACTOR_ATTEMPTS, PENDING_TWO_FACTOR_MINUTES } from '@kingside/contracts/admin';
import type { Request } from 'express';

/*
 * The first half of a two-factor sign-in (the password was right), kept in the server-side session of
 * the browser that typed it. /verify-2fa only accepts a code for the user of THIS session's pending
 * sign-in, so a userId learned elsewhere is worth nothing without the cookie, and the second step cannot
 * be started without the first. It expires after PENDING_TWO_FACTOR_MINUTES and is burned after
 * MAX_TWO_FACTOR_ATTEMPTS wrong codes.
 */

export interface PendingSignIn {
  userId: number;
  /** epoch milliseconds */
  expiresAt: number;
  /** wrong codes so far */
  attempts: number;
}

declare module 'express-session' {
  interface SessionData {
    adminPendingSignIn?: PendingSignIn;
  }
}

export const PENDING_TTL_MS = PENDING_TWO_FACTOR_MINUTES * 60 * 1000;

function sessionOf(req: Request) {
  // Mounted behind the session middleware (app.ts); without it the flow cannot be bound to a browser.
  if (!req.session) throw new Error('The admin routes need the session middleware');
  return req.session;
}

/**
 * Starts a pending sign-in in a fresh session id: whoever planted a session cookie in this browser
 * beforehand (session fixation) does not share it.
 */
export async function startPendingSignIn(req: Request, userId: number, nowMs: number = Date.now()): Promise<void> {
  const session = sessionOf(req);
  await new Promise<void>((resolve, reject) => session.regenerate((error: unknown) => (error ? reject(error) : resolve())));
  req.session.adminPendingSignIn = { userId, expiresAt: nowMs + PENDING_TTL_MS, attempts: 0 };
}

/** This session's live pending sign-in for `userId`, or null (none, another user's, or expired). */
export function pendingSignInFor(req: Request, userId: number, nowMs: number = Date.now()): PendingSignIn | null {
  const pending = sessionOf(req).adminPendingSignIn;
  if (!pending || pending.userId !== userId) return null;
  if (pending.expiresAt <= nowMs || pending.attempts >= MAX_TWO_FACTOR_ATTEMPTS) {
    clearPendingSignIn(req);
    return null;
  }
  return pending;
}

/** Counts a wrong code; true when that was the last one allowed (the pending sign-in is then gone). */
export function countWrongCode(req: Request): boolean {
  const session = sessionOf(req);
  const pending = session.adminPendingSignIn;
  if (!pending) return true;
  const attempts = pending.attempts + 1;
  if (attempts >= MAX_TWO_FACTOR_ATTEMPTS) {
    clearPendingSignIn(req);
    return true;
  }
  session.adminPendingSignIn = { ...pending, attempts };
  return false;
}

export function clearPendingSignIn(req: Request): void {
  delete sessionOf(req).adminPendingSignIn;
}
