import { AUTH_MESSAGES, VALIDATION } from '@kingside/contracts';
import { UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import type { UserModel } from './models';
import { HttpError, badRequest, conflict } from '../shared/http/errors';
import { isCommonPassword } from './commonPasswords';
import { hashPassword } from './passwords';
import { newVerification, sendVerificationMail } from './verification';

/** What both registration routes collect, already validated by their joi schema. */
export interface Registration {
  username: string;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  initiativeMember: boolean;
  ageGroup?: string | null;
  chessExperience?: string | null;
}

async function assertAvailable(deps: AppDeps, usernameKey: string, email: string): Promise<void> {
  const { User } = deps.db.models;
  if (await User.findOne({ where: { usernameKey }, attributes: ['id'] })) throw conflict(AUTH_MESSAGES.usernameTaken);
  if (await User.findOne({ where: { email }, attributes: ['id'] })) throw conflict(AUTH_MESSAGES.emailTaken);
}

/**
 * Creates an unverified member (role user: nothing from the request decides role or verification) and
 * e-mails the verification link. Username and e-mail are unique case-insensitively (usernameKey and
 * email are stored lower-cased behind unique indexes, so two registrations racing each other meet
 * there). If the mail cannot be sent the account is removed again and the caller told to retry:
 * an account whose owner never got its link would only block the address.
 */
export async function registerMember(deps: AppDeps, input: Registration): Promise<UserModel> {
  const { config, db } = deps;
  if (isCommonPassword(input.password)) throw badRequest(VALIDATION.commonPassword);
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  const usernameKey = username.toLowerCase();
  await assertAvailable(deps, usernameKey, email);

  const password = await hashPassword(input.password, config.scryptCost);
  const { token, fields } = newVerification();
  let user: UserModel;
  try {
    user = await db.models.User.create({
      username,
      usernameKey,
      email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      password,
      ...fields,
      isVerified: false,
      role: 'user',
      initiativeMember: input.initiativeMember,
      ageGroup: input.ageGroup ?? null,
      chessExperience: input.chessExperience ?? null,
      twoFactorSecret: null,
      twoFactorLastStep: null,
      lastLoginIp: null,
      lastLoginDate: null,
      accountLockedUntil: null,
      profileImage: null,
      githubId: null,
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) {
      await assertAvailable(deps, usernameKey, email);
      throw conflict(AUTH_MESSAGES.emailTaken);
    }
    throw error;
  }

  try {
    await sendVerificationMail(deps, user, token);
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'verification mail failed; registration undone');
    await user.destroy();
    throw new HttpError(503, AUTH_MESSAGES.mailUnavailable, { 'Retry-After': '60' });
  }
  return user;
}
