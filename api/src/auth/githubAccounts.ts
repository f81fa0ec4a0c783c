import { Op, UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../deps';
import type { UserModel } from '../db/models';

/** What the GitHub strategy hands over (passport-github2 with allRawEmails: every address with its flags). */
export interface GithubProfile {
  id: string;
  username?: string | undefined;
  displayName?: string | undefined;
  emails?: Array<{ value?: string; verified?: boolean; primary?: boolean }> | undefined;
}

export type GithubSignIn = { user: UserModel } | { problem: 'unverified-email' | 'failed' };

const USERNAME_MAX = 30;

/**
 * The usernames erased accounts get (contracts' erasedUsername, `deleted-<id>`), and the bare stem, whose
 * `-2`, `-3`, … variants would be one: never handed to a living account.
 */
const ERASED_USERNAME = /^deleted(-\d+)?$/i;

/**
 * GitHub logins allow characters ours do not; what remains is padded to our minimum of 3 (and a login that
 * looks like an erased account's username is prefixed the same way).
 */
function usernameBase(login: string | undefined): string {
  const cleaned = (login ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, USERNAME_MAX);
  return cleaned.length >= 3 && !ERASED_USERNAME.test(cleaned) ? cleaned : `github-${cleaned || 'member'}`.slice(0, USERNAME_MAX);
}

/** The login itself when free, otherwise login-2, login-3, … (trimmed to stay within 30 characters). */
async function freeUsername(deps: AppDeps, login: string | undefined): Promise<string> {
  const base = usernameBase(login);
  const candidates = [base];
  for (let n = 2; n <= 50; n += 1) candidates.push(`${base.slice(0, USERNAME_MAX - String(n).length - 1)}-${n}`);
  const taken = new Set(
    (
      await deps.db.models.User.findAll({
        where: { usernameKey: { [Op.in]: candidates.map((c) => c.toLowerCase()) } },
        attributes: ['usernameKey'],
      })
    ).map((u) => u.usernameKey),
  );
  const free = candidates.find((c) => !taken.has(c.toLowerCase()));
  if (free) return free;
  return `${base.slice(0, USERNAME_MAX - 9)}-${Date.now().toString(36).slice(-8)}`;
}

/** Addresses GitHub says the member has proven, primary first, lower-cased. */
function verifiedEmails(profile: GithubProfile): string[] {
  return (profile.emails ?? [])
    .filter((e) => e.verified === true && typeof e.value === 'string' && e.value.includes('@'))
    .sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)))
    .map((e) => (e.value as string).trim().toLowerCase());
}

function splitName(displayName: string | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return { firstName: null, lastName: null };
  return { firstName: parts[0]!.slice(0, 100), lastName: parts.slice(1).join(' ').slice(0, 100) || null };
}

async function signIn(deps: AppDeps, profile: GithubProfile): Promise<GithubSignIn> {
  const { User } = deps.db.models;
  const githubId = String(profile.id);
  // An erased account has no GitHub link any more; the condition only makes that explicit.
  const linked = await User.findOne({ where: { githubId, erasedAt: null } });
  if (linked) return { user: linked };

  const emails = verifiedEmails(profile);
  if (!emails.length) return { problem: 'unverified-email' };

  // Link only through an address GitHub has verified: an unverified one could belong to anybody.
  const owners = await User.findAll({ where: { email: { [Op.in]: emails }, erasedAt: null } });
  const owner = emails.map((email) => owners.find((u) => u.email === email)).find(Boolean);
  if (owner) {
    // Never to an account already tied to another GitHub account, and never to an administrator
    // (GitHub sign-in is for members; admins sign in with password and two-factor).
    if (owner.githubId || owner.role === 'admin') return { problem: 'failed' };
    await owner.update({
      githubId,
      isVerified: true,
      verificationToken: null,
      tokenExpiry: null,
      // An unverified account was never proven to belong to this address's owner: whoever registered
      // it (perhaps to pre-empt the real owner) loses its password, and the owner signs in by GitHub.
      ...(owner.isVerified ? {} : { password: null }),
    });
    return { user: owner };
  }

  const { firstName, lastName } = splitName(profile.displayName);
  const username = await freeUsername(deps, profile.username);
  const user = await User.create({
    username,
    usernameKey: username.toLowerCase(),
    email: emails[0] as string,
    firstName,
    lastName,
    password: null,
    isVerified: true,
    verificationToken: null,
    tokenExpiry: null,
    role: 'user',
    initiativeMember: false,
    ageGroup: null,
    chessExperience: null,
    twoFactorSecret: null,
    twoFactorLastStep: null,
    lastLoginIp: null,
    lastLoginDate: null,
    accountLockedUntil: null,
    profileImage: null,
    githubId,
  });
  return { user };
}

/**
 * The member a GitHub sign-in belongs to: the one linked to this GitHub id; else the account whose
 * address GitHub reports as verified (linked now); else a new, verified member with a username derived
 * from the GitHub login. Two callbacks racing to create the same member meet on the unique indexes;
 * the loser retries and finds the winner's row.
 */
export async function githubSignIn(deps: AppDeps, profile: GithubProfile, ip: string): Promise<GithubSignIn> {
  let result: GithubSignIn;
  try {
    result = await signIn(deps, profile);
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    result = await signIn(deps, profile);
  }
  if ('user' in result) await result.user.update({ lastLoginIp: ip.slice(0, 64), lastLoginDate: new Date() });
  return result;
}
