import { VERIFICATION_LINK_TTL_HOURS, type VerificationProblem } from '@kingside/contracts';
import type { Transaction } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import type { UserModel } from './models';
import { mailer } from '../shared/mail/mailer';
import { verificationMail } from './verificationMail';
import { hashToken, isTokenShaped, randomToken } from './tokens';

/*
 * E-mail verification: a random token goes into the link; the user row keeps only its sha256 and an
 * expiry. A new link replaces the old one; using a link clears it (single use).
 */

export const VERIFICATION_TTL_MS = VERIFICATION_LINK_TTL_HOURS * 60 * 60 * 1000;

/** Fields that give a user a fresh verification token; the token itself goes only into the e-mail. */
export function newVerification(): { token: string; fields: Pick<UserModel, 'verificationToken' | 'tokenExpiry'> } {
  const token = randomToken();
  return { token, fields: { verificationToken: hashToken(token), tokenExpiry: new Date(Date.now() + VERIFICATION_TTL_MS) } };
}

/** Replaces the user's verification token with a new one and returns it. */
export async function renewVerification(user: UserModel, transaction?: Transaction): Promise<string> {
  const { token, fields } = newVerification();
  await user.update(fields, { transaction: transaction ?? null });
  return token;
}

/** Sends the verification e-mail with the link for this token. */
export async function sendVerificationMail(deps: AppDeps, user: UserModel, token: string): Promise<void> {
  const name = user.firstName || user.username;
  await mailer(deps).send(verificationMail(deps.config, { email: user.email, name }, token));
}

export type VerificationOutcome = 'verified' | VerificationProblem;

/**
 * Uses a link's token: marks its user verified and clears the token. The update is conditional on the
 * token still being there, so two clicks at once verify once and the second is told the link is used.
 * An expired token is left in place: clicking it again keeps explaining that it expired.
 */
export async function consumeVerification(deps: AppDeps, token: unknown): Promise<VerificationOutcome> {
  if (!isTokenShaped(token)) return 'invalid';
  const { User } = deps.db.models;
  const tokenHash = hashToken(token);
  const user = await User.findOne({ where: { verificationToken: tokenHash } });
  if (!user) return 'invalid';
  if (!user.tokenExpiry || new Date(user.tokenExpiry).getTime() <= Date.now()) return 'expired';
  const [changed] = await User.update(
    { isVerified: true, verificationToken: null, tokenExpiry: null },
    { where: { id: user.id, verificationToken: tokenHash } },
  );
  return changed === 1 ? 'verified' : 'invalid';
}
