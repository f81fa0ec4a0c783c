import { VALIDATION, type MessageResponse } from '@kingside/contracts';
import { ACCOUNT_MESSAGES, type PasswordChangeRequest, type SignInSession, LONG_TEXT_CHANGED } from '@kingside/contracts/admin';
import { passwordChangeSchema } from '@kingside/contracts/schemas';
import type { RequestHandler, Response } from 'express';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { isCommonPassword, checkCurrentPassword, hashPassword, hashToken, type AuthTokenModel, currentAdmin } from '../accounts';
import { routeId } from '../catalogue';
import { writeTransaction } from '../shared/db/writeTransaction';
import { badRequest, notFound } from '../shared/http/errors';
import { body } from '../shared/http/validate';
import { recordAudit } from '../shared/audit/recordAudit';

/*
 * The signed-in administrator's own settings (docs/spec.md §7.6): their password, and their active sign-ins
 * (their live admin tokens) with the address and browser each came from. Always one's own account: the
 * user is the one of the request's token, never a parameter. Each write is audited ("user.password",
 * "user.signOut") in its transaction, without any password or token.
 */

export const SETTINGS_AUDIT = { password: 'user.password', signOut: 'user.signOut' } as const;

/** The token this request was let through with (requireAdmin keeps it in res.locals). */
function currentTokenHash(res: Response): string {
  const token = (res.locals as { adminToken?: string }).adminToken;
  if (!token) throw new Error('the admin settings need requireAdmin in front');
  return hashToken(token);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The administrator's live admin tokens: not revoked, not expired. */
const liveAdminTokens = (userId: number): WhereOptions<AuthTokenModel> => ({
  userId,
  kind: 'admin',
  revokedAt: null,
  expiresAt: { [Op.gt]: new Date() },
});

export interface SettingsHandlers {
  changePassword: RequestHandler;
  listSessions: RequestHandler;
  revokeSession: RequestHandler;
  revokeOtherSessions: RequestHandler;
}

export function adminSettings(deps: AppDeps): SettingsHandlers {
  const { db, config } = deps;
  const { User, AuthToken } = db.models;

  /** Revokes the tokens matched (live ones of this administrator only) and audits their ids; the ids revoked. */
  async function revoke(res: Response, extra: WhereOptions<AuthTokenModel>, transaction: Transaction): Promise<number[]> {
    const admin = currentAdmin(res);
    const where = { [Op.and]: [liveAdminTokens(admin.id), extra] };
    const rows = await AuthToken.findAll({ where, attributes: ['id'], order: [['id', 'ASC']], transaction, lock: transaction.LOCK.UPDATE });
    const ids = rows.map((row) => Number(row.id));
    if (ids.length === 0) return ids;
    await AuthToken.update({ revokedAt: new Date() }, { where: { id: { [Op.in]: ids }, revokedAt: null }, transaction });
    await recordAudit(
      db,
      {
        adminId: admin.id,
        adminEmail: admin.email,
        action: SETTINGS_AUDIT.signOut,
        entity: 'user',
        entityId: admin.id,
        changes: { revokedSignIns: [null, ids] },
      },
      transaction,
    );
    return ids;
  }

  /**
   * POST /api/admin/me/password {currentPassword, newPassword}: the member password rules apply to the new one
   * (8 to 128 characters, not a common password) and it must differ from the current one; both are checked
   * before the current password is, so a refused new password costs no attempt. A wrong current password
   * counts toward the lockout like a failed sign-in (400, and 423 once the account locks). On success every
   * other token of the account (admin and member) is revoked; the one of this request stays.
   */
  const changePassword: RequestHandler = async (req, res) => {
    const { currentPassword, newPassword } = body<PasswordChangeRequest>(req, passwordChangeSchema);
    if (isCommonPassword(newPassword)) throw badRequest(VALIDATION.commonPassword);
    // Hashing normalises to NFKC: two spellings of one password are the same password.
    if (newPassword.normalize('NFKC') === currentPassword.normalize('NFKC')) throw badRequest(ACCOUNT_MESSAGES.samePassword);
    const admin = currentAdmin(res);
    if (!(await checkCurrentPassword(deps, admin.id, currentPassword))) throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword);
    const password = await hashPassword(newPassword, config.scryptCost);
    const keep = currentTokenHash(res);
    await writeTransaction(db.sequelize, async (transaction) => {
      await User.update({ password }, { where: { id: admin.id }, transaction });
      await AuthToken.update(
        { revokedAt: new Date() },
        { where: { userId: admin.id, revokedAt: null, tokenHash: { [Op.ne]: keep } }, transaction },
      );
      await recordAudit(
        db,
        {
          adminId: admin.id,
          adminEmail: admin.email,
          action: SETTINGS_AUDIT.password,
          entity: 'user',
          entityId: admin.id,
          changes: { password: [LONG_TEXT_CHANGED, LONG_TEXT_CHANGED] },
        },
        transaction,
      );
    });
    res.json({ message: ACCOUNT_MESSAGES.passwordChanged } satisfies MessageResponse);
  };

  /** GET /api/admin/me/sessions: SignInSession[], newest first; `current` marks this request's own. */
  const listSessions: RequestHandler = async (_req, res) => {
    const admin = currentAdmin(res);
    const current = currentTokenHash(res);
    const rows = await AuthToken.findAll({
      where: liveAdminTokens(admin.id),
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    res.json(
      rows.map((row): SignInSession => ({
        id: Number(row.id),
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        ip: row.ip ?? null,
        userAgent: row.userAgent ?? null,
        current: row.tokenHash === current,
      })),
    );
  };

  /**
   * DELETE /api/admin/me/sessions/{id}: revokes one of one's own live sign-ins (this one too: that is signing
   * out). Anything else, another user's token included, is 404: no telling whose it is.
   */
  const revokeSession: RequestHandler = async (req, res) => {
    const id = routeId(req.params.id);
    const revoked = await writeTransaction(db.sequelize, (transaction) => revoke(res, { id }, transaction));
    if (revoked.length === 0) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
    res.status(204).end();
  };

  /** DELETE /api/admin/me/sessions/others: revokes every live sign-in of one's own but this one. */
  const revokeOtherSessions: RequestHandler = async (_req, res) => {
    const keep = currentTokenHash(res);
    await writeTransaction(db.sequelize, (transaction) => revoke(res, { tokenHash: { [Op.ne]: keep } }, transaction));
    res.status(204).end();
  };

  return { changePassword, listSessions, revokeSession, revokeOtherSessions };
}
