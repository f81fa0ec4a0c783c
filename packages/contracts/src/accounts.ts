import type { AdminUserRow, Role } from './entities';

/*
 * Account care in the back office (issue 17): the administrators' view of a user and what they can do
 * to it (unlock, resend the verification e-mail, change the role, erase), and the administrator's own
 * settings (password, active sign-ins). The api, the admin screens and the tests read these.
 */

/** GET /api/admin/users/{id}: a user with what account care needs to see. Never a secret. */
export interface AdminUserDetail extends AdminUserRow {
  /** the lockout's end while the account is locked, else null */
  accountLockedUntil: string | null;
  /** orders linked to this account */
  orderCount: number;
  /** the account was erased (DELETE /api/admin/users/{id}): it cannot sign in, its records stay anonymised */
  erased: boolean;
}

/** Query of GET /api/admin/users: `q` matches first and last name, username and e-mail, without regard to case. */
export interface AdminUsersListQuery {
  q?: string;
  limit?: number;
  offset?: number;
  initiativeMember?: boolean;
}

/** Body of PATCH /api/admin/users/{id}. */
export interface UserRoleRequest {
  role: Role;
}

/** What an erased account's e-mail becomes (and its orders' customer e-mail): unique, and deliverable nowhere. */
export const erasedEmail = (id: number) => `deleted-${id}@invalid`;
/** What an erased account's username becomes (usernames are unique). */
export const erasedUsername = (id: number) => `deleted-${id}`;

/** One of the signed-in administrator's active sign-ins (an unexpired, unrevoked admin token). */
export interface SignInSession {
  id: number;
  /** when the sign-in happened */
  createdAt: string;
  expiresAt: string;
  /** the address it signed in from, when known */
  ip: string | null;
  userAgent: string | null;
  /** the sign-in this request is made with */
  current: boolean;
}

/** Body of POST /api/admin/me/password: the member password rules apply to the new one. */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

export const ACCOUNT_MESSAGES = {
  userNotFound: 'User not found',
  /** 409 on PATCH /api/admin/users/{id} */
  cannotDemoteSelf: 'You cannot remove your own administrator role.',
  /** 409 when a change would leave no administrator */
  lastAdministrator: 'There must always be at least one administrator.',
  /** 409 on DELETE /api/admin/users/{id} */
  cannotEraseSelf: 'You cannot erase your own account.',
  /** 409 on actions on an erased account */
  accountErased: 'This account was erased.',
  /** 409 on POST …/resend-verification */
  alreadyVerified: 'This account is already verified.',
  /** 400 on POST /api/admin/me/password */
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Choose a new password that differs from the current one.',
  /** 404 on DELETE /api/admin/me/sessions/{id}: not one of your active sign-ins */
  sessionNotFound: 'Sign-in not found',
  /** toasts of the admin screens */
  unlocked: 'Account unlocked',
  verificationSent: 'Verification e-mail sent',
  roleChanged: 'Role changed',
  erased: 'Account erased',
  passwordChanged: 'Password changed',
  signedOut: 'Signed out',
  signedOutOthers: 'Signed out everywhere else',
  actionFailed: 'Could not complete the action',
} as const;

export const ACCOUNT_API = {
  users: '/api/admin/users',
  user: (id: number | string) => `/api/admin/users/${id}`,
  unlock: (id: number | string) => `/api/admin/users/${id}/unlock`,
  resendVerification: (id: number | string) => `/api/admin/users/${id}/resend-verification`,
  /** the signed-in administrator's own password */
  password: '/api/admin/me/password',
  /** the signed-in administrator's active sign-ins: GET lists, DELETE …/{id} revokes one, DELETE …/others all but this one */
  sessions: '/api/admin/me/sessions',
  session: (id: number | string) => `/api/admin/me/sessions/${id}`,
  otherSessions: '/api/admin/me/sessions/others',
  /** the three (or `limit`) latest events for the dashboard: orders placed, status changes, catalogue edits */
  activity: '/api/admin/activity',
} as const;

/** One event of the dashboard's Recent Activity. */
export interface ActivityEvent {
  at: string;
  /** `order.place`, `order.status`, or an audit action (`product.update`, `user.unlock`, …) */
  action: string;
  entity: string;
  entityId: number;
  /** what it is about: the record's name or title, or "Order #12" */
  subject: string;
  /** who: the administrator's e-mail, or the customer's name for an order placed */
  actor: string;
  /** for a change of status: the new status */
  status?: string;
}
