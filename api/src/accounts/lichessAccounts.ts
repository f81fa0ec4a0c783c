import { UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import type { UserModel } from './models';
import { externalSignIn, type ExternalIdentity, type ExternalSignIn } from './externalAccounts';

/** What the Lichess strategy hands over: GET /api/account and GET /api/account/email, checked (auth/lichess.ts). */
export interface LichessProfile {
  /** Lichess's id: the username lower-cased */
  id: string;
  username: string;
  /** the account's address, lower-cased; null when Lichess gave none */
  email: string | null;
}

export type LichessSignIn = ExternalSignIn;
export type LichessLink = { user: UserModel } | { problem: 'already-linked' | 'failed' };

function identity(profile: LichessProfile): ExternalIdentity {
  return {
    column: 'lichessId',
    usernamePrefix: 'lichess',
    id: profile.id,
    login: profile.username,
    // Lichess serves only the confirmed address of an account (an address is confirmed before it replaces
    // the old one), so the address /api/account/email answers counts as verified.
    verifiedEmails: profile.email ? [profile.email] : [],
    // Lichess shares no real name with the email:read scope.
    firstName: null,
    lastName: null,
    attributes: { lichessUsername: profile.username },
  };
}

/**
 * Sign in with Lichess, by the same rules as GitHub (externalAccounts.ts): the member linked to this Lichess
 * account; else the owner of its address, never an administrator nor an account linked to another Lichess
 * account; else a new, verified member named after the Lichess username.
 */
export function lichessSignIn(deps: AppDeps, profile: LichessProfile, ip: string): Promise<LichessSignIn> {
  return externalSignIn(deps, identity(profile), ip);
}

/**
 * Links the Lichess account to a signed-in member who asked for it (a link code, so both accounts are proven
 * theirs): refused when another member holds that Lichess account, and for administrators, who never sign in
 * from outside. A member linked before to another Lichess account moves to this one.
 */
export async function linkLichess(deps: AppDeps, userId: number, profile: LichessProfile): Promise<LichessLink> {
  const { User } = deps.db.models;
  const user = await User.findOne({ where: { id: userId, erasedAt: null } });
  if (!user || user.role === 'admin') return { problem: 'failed' };
  const holder = await User.findOne({ where: { lichessId: profile.id }, attributes: ['id'] });
  if (holder && holder.id !== user.id) return { problem: 'already-linked' };
  try {
    await user.update({ lichessId: profile.id, lichessUsername: profile.username });
  } catch (error) {
    // Another member took it between the check and the write.
    if (error instanceof UniqueConstraintError) return { problem: 'already-linked' };
    throw error;
  }
  return { user };
}
