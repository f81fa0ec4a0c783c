import { Op, UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import type { UserModel } from './models';

/*
 * The rules every outside sign-in (GitHub, Lichess) follows, in one place: which member an outside account
 * belongs to, when it may be linked through an e-mail address, and the username a new member gets.
 */

/** The users column that holds the link to each provider's account. */
export type ProviderColumn = 'githubId' | 'lichessId';

export interface ExternalIdentity {
  column: ProviderColumn;
  /** prefixes a login too short (or otherwise unusable) to be a username here: `github-x` */
  usernamePrefix: string;
  /** the provider's id of the account */
  id: string;
  /** the provider's username, from which a new member's is derived */
  login: string | undefined;
  /** addresses the provider has verified, preferred first, lower-cased */
  verifiedEmails: string[];
  firstName: string | null;
  lastName: string | null;
  /** further columns kept in step with the provider (Lichess's username), written on every sign-in */
  attributes?: Partial<Pick<UserModel, 'lichessUsername'>>;
}

export type ExternalSignIn = { user: UserModel } | { problem: 'unverified-email' | 'failed' };

const USERNAME_MAX = 30;

/**
 * The usernames erased accounts get (contracts' erasedUsername, `deleted-<id>`), and the bare stem, whose
 * `-2`, `-3`, … variants would be one: never handed to a living account.
 */
const ERASED_USERNAME = /^deleted(-\d+)?$/i;

/**
 * Providers' logins allow characters ours do not; what remains is padded to our minimum of 3 (and a login that
 * looks like an erased account's username is prefixed the same way).
 */
function usernameBase(login: string | undefined, prefix: string): string {
  const cleaned = (login ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, USERNAME_MAX);
  return cleaned.length >= 3 && !ERASED_USERNAME.test(cleaned) ? cleaned : `${prefix}-${cleaned || 'member'}`.slice(0, USERNAME_MAX);
}

/** The login itself when free, otherwise login-2, login-3, … (trimmed to stay within 30 characters). */
export async function freeUsername(deps: AppDeps, login: string | undefined, prefix: string): Promise<string> {
  const base = usernameBase(login, prefix);
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

/** Writes `attributes` when they differ from what the row holds (a renamed Lichess account). */
async function keepInStep(user: UserModel, attributes: ExternalIdentity['attributes']): Promise<void> {
  const changed = Object.entries(attributes ?? {}).filter(([key, value]) => user.get(key as keyof UserModel) !== value);
  if (changed.length) await user.update(Object.fromEntries(changed));
}

async function signIn(deps: AppDeps, identity: ExternalIdentity): Promise<ExternalSignIn> {
  const { User } = deps.db.models;
  const { column, id } = identity;
  // An erased account has no provider link any more; the condition only makes that explicit.
  const linked = await User.findOne({ where: { [column]: id, erasedAt: null } });
  if (linked) {
    await keepInStep(linked, identity.attributes);
    return { user: linked };
  }

  const emails = identity.verifiedEmails;
  if (!emails.length) return { problem: 'unverified-email' };

  // Link only through an address the provider has verified: an unverified one could belong to anybody.
  const owners = await User.findAll({ where: { email: { [Op.in]: emails }, erasedAt: null } });
  const owner = emails.map((email) => owners.find((u) => u.email === email)).find(Boolean);
  if (owner) {
    // Never to an account already tied to another account of this provider, and never to an administrator
    // (outside sign-in is for members; admins sign in with password and two-factor).
    if (owner[column] || owner.role === 'admin') return { problem: 'failed' };
    await owner.update({
      [column]: id,
      ...identity.attributes,
      isVerified: true,
      verificationToken: null,
      tokenExpiry: null,
      // An unverified account was never proven to belong to this address's owner: whoever registered
      // it (perhaps to pre-empt the real owner) loses its password, and the owner signs in through the provider.
      ...(owner.isVerified ? {} : { password: null }),
    });
    return { user: owner };
  }

  const username = await freeUsername(deps, identity.login, identity.usernamePrefix);
  const user = await User.create({
    username,
    usernameKey: username.toLowerCase(),
    email: emails[0] as string,
    firstName: identity.firstName,
    lastName: identity.lastName,
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
    ...identity.attributes,
    [column]: id,
  });
  return { user };
}

/**
 * The member an outside sign-in belongs to: the one linked to this account of the provider; else the account
 * whose address the provider reports as verified (linked now); else a new, verified member with a username
 * derived from the provider's login. Two callbacks racing to create the same member meet on the unique
 * indexes; the loser retries and finds the winner's row.
 */
export async function externalSignIn(deps: AppDeps, identity: ExternalIdentity, ip: string): Promise<ExternalSignIn> {
  let result: ExternalSignIn;
  try {
    result = await signIn(deps, identity);
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    result = await signIn(deps, identity);
  }
  if ('user' in result) await result.user.update({ lastLoginIp: ip.slice(0, 64), lastLoginDate: new Date() });
  return result;
}
