import { LONG_TEXT_CHANGED, LONG_TEXT_FIELDS } from '@kingside/contracts/admin';
import type { Transaction } from 'sequelize';
import { storedNow } from '../db/clock';
import type { Database } from '../db/database';

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
