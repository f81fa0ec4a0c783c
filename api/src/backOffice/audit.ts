import { TOTAL_COUNT_HEADER, type AuditEntry, type AuditQuery } from '@kingside/contracts';
import { auditQuerySchema } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import type { WhereOptions } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { toIsoString } from '../shared/db/values';
import type { AuditLogModel } from '../shared/audit/models';
import { validated } from '../shared/http/validate';
import type { AuditChanges } from '../shared/audit/recordAudit';

export function toAuditEntry(row: AuditLogModel): AuditEntry {
  return {
    id: Number(row.id),
    at: toIsoString(row.at),
    adminId: Number(row.adminId),
    adminEmail: row.adminEmail,
    action: row.action,
    entity: row.entity,
    entityId: Number(row.entityId),
    changes: JSON.parse(row.changes) as AuditChanges,
  };
}

/**
 * GET /api/admin/audit?entity=&entityId=&limit=&offset= (behind requireAdmin): one page of the log, newest
 * first, the total in X-Total-Count.
 */
export function listAuditHandler({ db }: AppDeps): RequestHandler {
  return async (req, res) => {
    const { entity, entityId, limit, offset } = validated<AuditQuery & { limit: number; offset: number }>(
      auditQuerySchema,
      { ...req.query },
      { convert: true },
    );
    const where: WhereOptions<AuditLogModel> = {
      ...(entity === undefined ? {} : { entity }),
      ...(entityId === undefined ? {} : { entityId }),
    };
    const { rows, count } = await db.models.AuditLog.findAndCountAll({
      where,
      order: [
        ['at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit,
      offset,
    });
    res.set(TOTAL_COUNT_HEADER, String(count)).json(rows.map(toAuditEntry));
  };
}
