import type { AdminUser, AdminUserRow, PublicUser, Role } from '@kingside/contracts';
import type { AdminUserDetail } from '@kingside/contracts/admin';
import type { UserModel } from './models';
import { lockedUntil } from './credentials';

/*
 * The only shapes in which a user leaves the api. Fields are picked one by one (never spread), so a
 * column added later — a secret, a token — cannot leak by default.
 */

const iso = (date: Date | string | null | undefined): string | null => (date ? new Date(date).toISOString() : null);
const role = (value: string): Role => (value === 'admin' ? 'admin' : 'user');

export function toPublicUser(user: UserModel): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: role(user.role),
    isVerified: Boolean(user.isVerified),
    initiativeMember: Boolean(user.initiativeMember),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    profileImage: user.profileImage,
    ageGroup: user.ageGroup,
    chessExperience: user.chessExperience,
    lastLoginDate: iso(user.lastLoginDate),
    createdAt: iso(user.createdAt) as string,
  };
}

/** What the admin portal stores as adminUser (docs/spec.md §3). */
export function toAdminUser(user: UserModel): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: role(user.role),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

/**
 * A row of the admin's user tables: the public fields plus account state, still without any secret.
 * `accountLocked` is a lock in force now: one whose time is over (lifted at the next sign-in) is not.
 */
export function toAdminUserRow(user: UserModel, now = Date.now()): AdminUserRow {
  return {
    ...toPublicUser(user),
    lastLoginIp: user.lastLoginIp,
    failedLoginAttempts: Number(user.failedLoginAttempts),
    accountLocked: lockedUntil(user, now) !== undefined,
    githubLinked: user.githubId !== null && user.githubId !== undefined,
  };
}

/** GET /api/admin/users/{id}: the row plus the lock's end, the number of orders of the account and whether it was erased. */
export function toAdminUserDetail(user: UserModel, orderCount: number, now = Date.now()): AdminUserDetail {
  return {
    ...toAdminUserRow(user, now),
    accountLockedUntil: iso(lockedUntil(user, now)),
    orderCount,
    erased: Boolean(user.erasedAt),
  };
}
