import { UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

/** First free username of "admin", "admin-2", "admin-3", … */
async function freeAdminUsername(deps: AppDeps): Promise<string> {
  for (let n = 1; n < 100; n += 1) {
    const candidate = n === 1 ? 'admin' : `admin-${n}`;
    if (!(await deps.db.models.User.findOne({ where: { usernameKey: candidate } }))) return candidate;
  }
  throw new Error('No free administrator username');
}

async function upsertAdministrator(deps: AppDeps): Promise<void> {
  const { config, db } = deps;
  const existing = await db.models.User.findOne({ where: { email: config.adminEmail } });
  if (existing) {
    // ADMIN_PASSWORD is the administrator's first password: one changed at /admin/settings survives a restart.
    // It is set again when there is none, when development made one up for this start (printed), or on request.
    const reset = existing.password === null || config.adminGenerated || config.adminPasswordReset;
    const passwordCurrent =
      !reset ||
      (existing.password !== null &&
        !needsRehash(existing.password, config.scryptCost) &&
        (await verifyPassword(config.adminPassword, existing.password)));
    await existing.update({
      role: 'admin',
      isVerified: true,
      verificationToken: null,
      tokenExpiry: null,
      ...(passwordCurrent ? {} : { password: await hashPassword(config.adminPassword, config.scryptCost) }),
    });
    return;
  }
  const username = await freeAdminUsername(deps);
  await db.models.User.create({
    username,
    usernameKey: username,
    email: config.adminEmail,
    firstName: null,
    lastName: null,
    password: await hashPassword(config.adminPassword, config.scryptCost),
    isVerified: true,
    verificationToken: null,
    tokenExpiry: null,
    role: 'admin',
    initiativeMember: false,
    ageGroup: null,
    chessExperience: null,
    twoFactorSecret: null,
    twoFactorLastStep: null,
    lastLoginIp: null,
    lastLoginDate: null,
    accountLockedUntil: null,
    profileImage: null,
    githubId: null,
  });
}

/**
 * Makes sure the administrator of ADMIN_EMAIL exists with role admin and a verified address (created, or
 * updated in place), created with the password ADMIN_PASSWORD; an existing password is kept unless
 * ADMIN_PASSWORD_RESET is set (or the account has none, or development made the password up). Two instances starting together may race on the
 * insert: the loser finds the winner's row on its second try.
 */
export async function ensureAdministrator(deps: AppDeps): Promise<void> {
  try {
    await upsertAdministrator(deps);
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    await upsertAdministrator(deps);
  }
}
