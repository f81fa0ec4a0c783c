import { TOTAL_COUNT_HEADER, type AuditEntry, type AuditQuery } from '@kingside/contracts';
import { auditQuerySchema } from '@kingside/contracts/schemas';
import { LONG_TEXT_CHANGED, LONG_TEXT_FIELDS } from '@kingside/contracts/admin';
import type { RequestHandler } from 'express';
import type { Transaction, WhereOptions } from 'sequelize';
import type { AppDeps } from '../deps';
import { toIsoString } from '../catalogue/serialize';
import { storedNow } from '../db/clock';
import type { Database } from '../db/database';
import type { AuditLogModel } from '../db/models';
import { validated } from '../http/validate';

/*
 * The audit log: one line per admin write, appended in the transaction of the write itself, so a change
 * without its line (or a line without its change) cannot exist. Nothing in the api edits or deletes a line.
 */

export type AuditChanges = Record<string, [unknown, unknown]>;

export interface AuditInput {
  adminId: number;
  adminEmail: string;
  /** `<entity>.<verb>`, e.g. "product.update" (contracts' catalogueAuditAction) or "user.twoFactor" */
  action: string;
  entity: string;
  entityId: number;
  changes: AuditChanges;
  /** defaults to now, to the second */
  at?: Date;
}

const same = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * field → [before, after] for every field whose value differs (a field absent on one side counts as null;
 * `before` null is a creation). Long text fields (LONG_TEXT_FIELDS) say only that they changed: the record
 * keeps the text, the log would only be buried under it.
 */
export function diffChanges(before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>>): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    const from = before?.[field] ?? null;
    const to = after[field] ?? null;
    if (same(from, to)) continue;
    changes[field] = LONG_TEXT_FIELDS.includes(field) ? [LONG_TEXT_CHANGED, LONG_TEXT_CHANGED] : [from, to];
  }
  return changes;
}

/** Appends one line; pass the write's transaction so both commit or neither does. */
export async function recordAudit(db: Database, entry: AuditInput, transaction?: Transaction): Promise<void> {
  await db.models.AuditLog.create(
    {
      at: entry.at ?? storedNow(),
      adminId: entry.adminId,
      adminEmail: entry.adminEmail,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      changes: JSON.stringify(entry.changes),
    },
    { transaction },
  );
}

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
