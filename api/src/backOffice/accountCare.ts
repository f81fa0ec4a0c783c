import { AUTH_MESSAGES, type MessageResponse } from '@kingside/contracts';
import {
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  erasedEmail,
  erasedUsername,
  type AdminUserDetail,
  type UserRoleRequest,
} from '@kingside/contracts/admin';
import { userRoleSchema } from '@kingside/contracts/schemas';
import type { RequestHandler, Response } from 'express';
import { Op, fn, col, where, type Transaction } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import {
  toAdminUserDetail,
  hashToken,
  randomToken,
  newVerification,
  sendVerificationMail,
  type UserModel,
  currentAdmin,
} from '../accounts';
import { routeId } from '../catalogue';
import { writeTransaction } from '../shared/db/writeTransaction';
import { storedNow } from '../shared/db/clock';
import { HttpError, conflict, notFound } from '../shared/http/errors';
import { body } from '../shared/http/validate';
import { recordAudit, type AuditChanges } from '../shared/audit/recordAudit';

/*
 * Account care (docs/spec.md §7.6): what an administrator sees of one user and may do to it. Every write runs
 * in one write transaction with its audit line ("user.unlock", "user.resendVerification", "user.role",
 * "user.erase"); the audit never holds a secret or the personal data an erasure removes.
 *
 * The rule "there is always at least one administrator" holds under concurrency: a change of role and an
 * erasure first lock every administrator's row (SELECT … FOR UPDATE, in id order, so two such writes queue
 * behind each other instead of deadlocking), then count, then write. Of two administrators demoting or
 * erasing each other at once, the second to get the lock finds itself facing the last administrator (409).
 * SQLite has one writer at a time (writeTransaction queues them), so the same reasoning holds there.
 */

export const USER_AUDIT = {
  unlock: 'user.unlock',
  resendVerification: 'user.resendVerification',
  role: 'user.role',
  erase: 'user.erase',
} as const;

/** What the audit line of an erasure says of each personal field that held something: never its value. */
export const ERASED_MARK = '(erased)';

/** The personal fields an erasure empties (and the audit names, without their values). */
const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'verificationToken',
  'githubId',
  'lichessId',
  'lichessUsername',
  'twoFactorSecret',
  'lastLoginIp',
  'profileImage',
  'ageGroup',
  'chessExperience',
] as const;

const userNotFound = () => notFound(ACCOUNT_MESSAGES.userNotFound);
const accountErased = () => conflict(ACCOUNT_MESSAGES.accountErased);
const lastAdministrator = () => conflict(ACCOUNT_MESSAGES.lastAdministrator);

const auditBy = (res: Response) => {
  const admin = currentAdmin(res);
  return { adminId: admin.id, adminEmail: admin.email, entity: 'user' };
};

/** Orders placed by the account (orders.userId, migration 0005). */
async function orderCount(deps: AppDeps, userId: number, transaction?: Transaction): Promise<number> {
  return deps.db.models.Order.count({ where: { userId }, transaction: transaction ?? null });
}

/** The user as the detail shows it, read now (after the write committed: what is stored). */
async function detailOf(deps: AppDeps, userId: number): Promise<AdminUserDetail> {
  const user = await deps.db.models.User.findByPk(userId);
  if (!user) throw userNotFound();
  return toAdminUserDetail(user, await orderCount(deps, userId));
}

/** The user's row for a write: on MariaDB locked (FOR UPDATE) for the transaction, so it is the latest committed. */
async function lockedUser(deps: AppDeps, id: number, transaction: Transaction): Promise<UserModel> {
  const user = await deps.db.models.User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!user) throw userNotFound();
  return user;
}

/**
 * Every living administrator's id, their rows locked until the transaction ends: what role changes and
 * erasures serialise on. In id order, so concurrent callers take the locks in the same order.
 */
async function lockedAdministrators(deps: AppDeps, transaction: Transaction): Promise<number[]> {
  const rows = await deps.db.models.User.findAll({
    where: { role: 'admin', erasedAt: null },
    attributes: ['id'],
    order: [['id', 'ASC']],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  return rows.map((row) => Number(row.id));
}

/**
 * The administrator making the change must still be one, as of the locks just taken (requireAdmin checked
 * at the start of the request; a concurrent demotion may have committed since).
 */
function ensureStillAdministrator(res: Response, administrators: readonly number[]): void {
  if (!administrators.includes(currentAdmin(res).id)) throw new HttpError(403, ADMIN_MESSAGES.adminRequired);
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

export interface AccountCareHandlers {
  read: RequestHandler;
  unlock: RequestHandler;
  resendVerification: RequestHandler;
  changeRole: RequestHandler;
  erase: RequestHandler;
}

export function accountCare(deps: AppDeps): AccountCareHandlers {
  const { db } = deps;
  const {
    User,
    AuthToken,
    Order,
    MailQueue,
    LessonProgress,
    ReviewCard,
    PuzzleAttempt,
    TrainingDay,
    TrainingProfile,
    SavedAddress,
    Game,
    GameMistake,
  } = db.models;

  /** GET /api/admin/users/{id}: AdminUserDetail (erased accounts too: erased: true). */
  const read: RequestHandler = async (req, res) => {
    res.json(await detailOf(deps, routeId(req.params.id)));
  };

  /**
   * POST /api/admin/users/{id}/unlock: lifts the lockout and clears the failure count, so the member can sign
   * in at once. An account with nothing to lift answers the same and writes nothing (no audit line).
   */
  const unlock: RequestHandler = async (req, res) => {
    const id = routeId(req.params.id);
    await writeTransaction(db.sequelize, async (transaction) => {
      const user = await lockedUser(deps, id, transaction);
      if (user.erasedAt) throw accountErased();
      const before = {
        accountLocked: Boolean(user.accountLocked),
        accountLockedUntil: iso(user.accountLockedUntil),
        failedLoginAttempts: Number(user.failedLoginAttempts),
      };
      const after = { accountLocked: false, accountLockedUntil: null, failedLoginAttempts: 0 };
      const changes: AuditChanges = {};
      for (const field of Object.keys(after) as (keyof typeof after)[]) {
        if (before[field] !== after[field]) changes[field] = [before[field], after[field]];
      }
      if (Object.keys(changes).length === 0) return;
      await user.update(after, { transaction });
      await recordAudit(db, { ...auditBy(res), action: USER_AUDIT.unlock, entityId: id, changes }, transaction);
    });
    res.json(await detailOf(deps, id));
  };

  /**
   * POST /api/admin/users/{id}/resend-verification: a fresh verification link for an unverified account,
   * mailed at once; the previous link stops working. The mail goes out first and the new token is stored
   * (with the audit line) only once it has: a mail server that is down changes nothing and answers 503,
   * and the old link keeps working. Not through the mail queue: a queued mail would keep the live link's
   * token in clear in the database, and tokens are stored hashed only.
   */
  const resendVerification: RequestHandler = async (req, res) => {
    const id = routeId(req.params.id);
    const user = await User.findByPk(id);
    if (!user) throw userNotFound();
    if (user.erasedAt) throw accountErased();
    if (user.isVerified) throw conflict(ACCOUNT_MESSAGES.alreadyVerified);
    const { token, fields } = newVerification();
    try {
      await sendVerificationMail(deps, user, token);
    } catch (error) {
      req.log.error({ err: error, userId: id }, 'verification mail failed (resent by an administrator)');
      throw new HttpError(503, AUTH_MESSAGES.mailUnavailable, { 'Retry-After': '60' });
    }
    await writeTransaction(db.sequelize, async (transaction) => {
      // Only if it is still unverified and not erased: otherwise the mail just sent holds a dead link.
      const [changed] = await User.update(fields, { where: { id, isVerified: false, erasedAt: null }, transaction });
      if (changed !== 1) {
        const now = await User.findByPk(id, { transaction });
        if (!now) throw userNotFound();
        throw now.erasedAt ? accountErased() : conflict(ACCOUNT_MESSAGES.alreadyVerified);
      }
      await recordAudit(
        db,
        { ...auditBy(res), action: USER_AUDIT.resendVerification, entityId: id, changes: { verificationLink: ['(replaced)', '(sent)'] } },
        transaction,
      );
    });
    res.json({ message: ACCOUNT_MESSAGES.verificationSent } satisfies MessageResponse);
  };

  /**
   * PATCH /api/admin/users/{id} {role}: makes a member an administrator or an administrator a member. Not
   * oneself out of the role (409), never the last administrator (409). A demotion revokes the account's admin
   * tokens in the same transaction (its member tokens stay: it is still a member). The same role again writes
   * nothing.
   */
  const changeRole: RequestHandler = async (req, res) => {
    const id = routeId(req.params.id);
    const { role } = body<UserRoleRequest>(req, userRoleSchema);
    await writeTransaction(db.sequelize, async (transaction) => {
      const administrators = await lockedAdministrators(deps, transaction);
      const user = await lockedUser(deps, id, transaction);
      if (user.erasedAt) throw accountErased();
      if (user.role === role) return;
      const demotion = user.role === 'admin';
      if (demotion && id === currentAdmin(res).id) throw conflict(ACCOUNT_MESSAGES.cannotDemoteSelf);
      if (demotion && administrators.filter((adminId) => adminId !== id).length === 0) throw lastAdministrator();
      ensureStillAdministrator(res, administrators);
      const before = user.role;
      await user.update({ role }, { transaction });
      if (demotion) {
        await AuthToken.update({ revokedAt: new Date() }, { where: { userId: id, kind: 'admin', revokedAt: null }, transaction });
      }
      await recordAudit(db, { ...auditBy(res), action: USER_AUDIT.role, entityId: id, changes: { role: [before, role] } }, transaction);
    });
    res.json(await detailOf(deps, id));
  };

  /**
   * DELETE /api/admin/users/{id}: erases the person and keeps the records. The account keeps its id, role
   * `user`, dates and flags; every personal field is emptied (names null, username and e-mail the contracts'
   * erasedUsername / erasedEmail, password, verification link, GitHub link, two-factor secret, last sign-in
   * address, picture, age group, experience), every token is revoked, and it can no longer sign in. Its
   * orders (orders.userId, and guest orders placed with its e-mail address, whatever the case) keep their
   * lines, amounts and statuses but lose the customer's name, e-mail and address (and the request fingerprint,
   * a hash of them); mail still queued to its address is dropped. 204; erasing it again answers 204 and writes
   * nothing. Not oneself (409), never the last administrator (409).
   */
  const erase: RequestHandler = async (req, res) => {
    const id = routeId(req.params.id);
    await writeTransaction(db.sequelize, async (transaction) => {
      const administrators = await lockedAdministrators(deps, transaction);
      const user = await lockedUser(deps, id, transaction);
      if (user.erasedAt) return;
      if (id === currentAdmin(res).id) throw conflict(ACCOUNT_MESSAGES.cannotEraseSelf);
      if (user.role === 'admin' && administrators.filter((adminId) => adminId !== id).length === 0) throw lastAdministrator();
      ensureStillAdministrator(res, administrators);

      const email = user.email.toLowerCase();
      const changes: AuditChanges = {};
      for (const field of PERSONAL_FIELDS) {
        if (user[field] !== null && user[field] !== undefined) changes[field] = [ERASED_MARK, ERASED_MARK];
      }
      if (user.twoFactorEnabled) changes.twoFactorEnabled = [true, false];
      if (user.role !== 'user') changes.role = [user.role, 'user'];

      // A tombstone username nobody else holds: erasedUsername(id), unless a living account registered it first.
      let username = erasedUsername(id);
      const squatter = await User.findOne({ where: { usernameKey: username.toLowerCase(), id: { [Op.ne]: id } }, transaction });
      if (squatter) username = `${username}-${hashToken(randomToken()).slice(0, 6)}`;

      const erasedAt = storedNow();
      await user.update(
        {
          firstName: null,
          lastName: null,
          username,
          usernameKey: username.toLowerCase(),
          email: erasedEmail(id),
          password: null,
          verificationToken: null,
          tokenExpiry: null,
          githubId: null,
          lichessId: null,
          lichessUsername: null,
          twoFactorEnabled: false,
          twoFactorSecret: null,
          twoFactorLastStep: null,
          lastLoginIp: null,
          profileImage: null,
          ageGroup: null,
          chessExperience: null,
          role: 'user',
          failedLoginAttempts: 0,
          accountLocked: false,
          accountLockedUntil: null,
          erasedAt,
        },
        { transaction },
      );
      await AuthToken.update({ revokedAt: new Date() }, { where: { userId: id, revokedAt: null }, transaction });
      // What they learnt is theirs too (issues 18 and 34): nothing to keep for the business.
      await LessonProgress.destroy({ where: { userId: id }, transaction });
      await ReviewCard.destroy({ where: { userId: id }, transaction });
      await PuzzleAttempt.destroy({ where: { userId: id }, transaction });
      await TrainingDay.destroy({ where: { userId: id }, transaction });
      await TrainingProfile.destroy({ where: { userId: id }, transaction });
      // Their imported games and the mistakes found in them (issue 46).
      await GameMistake.destroy({ where: { userId: id }, transaction });
      await Game.destroy({ where: { userId: id }, transaction });
      // The opening repertoire and its cards (issue 46).
      await db.models.RepertoireMove.destroy({ where: { userId: id }, transaction });
      await db.models.RepertoireCard.destroy({ where: { userId: id }, transaction });
      // Their address book is personal data kept for them alone (issue 44).
      await SavedAddress.destroy({ where: { userId: id }, transaction });
      // Their back-in-stock requests (as a member, or by their address) and their cart-reminder choice (issue 44).
      await db.models.BackInStockRequest.destroy({ where: { [Op.or]: [{ userId: id }, { email }] }, transaction });
      await db.models.MemberMarketing.destroy({ where: { userId: id }, transaction });
      const [orders] = await Order.update(
        { customerName: '', customerEmail: erasedEmail(id), customerAddress: '', requestHash: null },
        {
          where: {
            [Op.or]: [{ userId: id }, { [Op.and]: [{ userId: null }, where(fn('LOWER', col('customerEmail')), email)] }],
          },
          transaction,
          // The order itself did not change (lines, amounts, status): its updatedAt stays.
          silent: true,
        },
      );
      await MailQueue.destroy({ where: where(fn('LOWER', col('recipient')), email), transaction });
      changes.erasedAt = [null, erasedAt.toISOString()];
      if (orders > 0) changes.anonymisedOrders = [null, orders];
      await recordAudit(db, { ...auditBy(res), action: USER_AUDIT.erase, entityId: id, changes }, transaction);
    });
    res.status(204).end();
  };

  return { read, unlock, resendVerification, changeRole, erase };
}
