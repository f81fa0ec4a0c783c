import type { Models, UserModel } from '../../db/models';
import { hashPassword } from '../passwords';

let sequence = 0;

/** A user straight in the database (verified member unless told otherwise), for tests. */
export async function createUser(
  models: Models,
  options: { password?: string | null; cost?: number } & Partial<
    Pick<UserModel, 'email' | 'username' | 'role' | 'isVerified' | 'githubId' | 'firstName'>
  > = {},
): Promise<UserModel> {
  sequence += 1;
  const username = options.username ?? `player_${sequence}_${Date.now().toString(36)}`;
  const password = options.password === undefined ? 'correct-horse-42' : options.password;
  return models.User.create({
    username,
    usernameKey: username.toLowerCase(),
    email: (options.email ?? `${username}@example.test`).toLowerCase(),
    firstName: options.firstName ?? 'Test',
    lastName: 'Player',
    password: password === null ? null : await hashPassword(password, options.cost ?? 1024),
    isVerified: options.isVerified ?? true,
    verificationToken: null,
    tokenExpiry: null,
    role: options.role ?? 'user',
    initiativeMember: false,
    ageGroup: null,
    chessExperience: null,
    twoFactorSecret: null,
    twoFactorLastStep: null,
    lastLoginIp: null,
    lastLoginDate: null,
    accountLockedUntil: null,
    profileImage: null,
    githubId: options.githubId ?? null,
  });
}
