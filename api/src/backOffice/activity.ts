import { BUILT_IN_VERSION, REMOTES } from '@kingside/contracts';
import { type ActivityEvent } from '@kingside/contracts/admin';
import { activityQuerySchema } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import { Op } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { toIsoString } from '../shared/db/values';
import type { Database } from '../shared/db/database';
import type { AuditLogModel } from '../shared/audit/models';
import { validated } from '../shared/http/validate';
import { ORDER_ENTITY, ORDER_STATUS_AUDIT_ACTION } from '../commerce';

/*
 * The dashboard's Recent Activity (GET /api/admin/activity?limit=, default 3, at most 20): orders placed
 * and the audit log's lines (changes of order status, catalogue edits, account care, two-factor…), newest
 * first. Bounded: the newest `limit` of each source, merged, the newest `limit` of those; the names of the
 * records the lines are about are then read in one query per kind.
 */

export const ORDER_PLACED_ACTION = 'order.place';

const orderSubject = (id: number) => `Order #${id}`;

type Row = Record<string, unknown>;

/**
 * Where a record's name is, per audit entity: catalogue records by name or title, accounts by username, a remote's
 * version as "<Section> <version>" ("Shop 2.0.0").
 */
const NAMED: Record<
  string,
  { model: (db: Database) => { findAll: (options: object) => Promise<unknown[]> }; fields: string[]; name: (row: Row) => string }
> = {
  product: { model: (db) => db.models.Product, fields: ['name'], name: (row) => String(row.name) },
  lesson: { model: (db) => db.models.Lesson, fields: ['title'], name: (row) => String(row.title) },
  blogPost: { model: (db) => db.models.BlogPost, fields: ['title'], name: (row) => String(row.title) },
  user: { model: (db) => db.models.User, fields: ['username'], name: (row) => String(row.username) },
  remote: {
    model: (db) => db.models.RemoteVersion,
    fields: ['remote', 'version'],
    name: (row) => `${REMOTES.find((r) => r.name === row.remote)?.label ?? String(row.remote)} ${String(row.version)}`,
  },
};

/**
 * "product" → "Product #4": what a line knows when its record has no name (or is gone). A registry line about the
 * version built with the site has no row (id 0).
 */
const fallbackSubject = (entity: string, id: number) =>
  entity === 'remote' && id === 0 ? `The ${BUILT_IN_VERSION} version` : `${entity.charAt(0).toUpperCase()}${entity.slice(1)} #${id}`;

async function namesOf(db: Database, lines: readonly AuditLogModel[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const idsByEntity = new Map<string, Set<number>>();
  for (const line of lines) {
    if (!NAMED[line.entity]) continue;
    const ids = idsByEntity.get(line.entity) ?? new Set<number>();
    ids.add(Number(line.entityId));
    idsByEntity.set(line.entity, ids);
  }
  for (const [entity, ids] of idsByEntity) {
    const { model, fields, name } = NAMED[entity]!;
    const rows = (await model(db).findAll({ attributes: ['id', ...fields], where: { id: { [Op.in]: [...ids] } }, raw: true })) as Row[];
    for (const row of rows) names.set(`${entity}:${Number(row.id)}`, name(row));
  }
  return names;
}

function fromAudit(line: AuditLogModel, names: ReadonlyMap<string, string>): ActivityEvent {
  const entityId = Number(line.entityId);
  const subject =
    line.entity === ORDER_ENTITY
      ? orderSubject(entityId)
      : (names.get(`${line.entity}:${entityId}`) ?? fallbackSubject(line.entity, entityId));
  const event: ActivityEvent = {
    at: toIsoString(line.at),
    action: line.action,
    entity: line.entity,
    entityId,
    subject,
    actor: line.adminEmail,
  };
  if (line.action === ORDER_STATUS_AUDIT_ACTION) {
    const changes = JSON.parse(line.changes) as { status?: [unknown, unknown] };
    const status = changes.status?.[1];
    if (typeof status === 'string') event.status = status;
  }
  return event;
}

export function activityHandler({ db }: AppDeps): RequestHandler {
  const { Order, AuditLog } = db.models;
  return async (req, res) => {
    const { limit } = validated<{ limit: number }>(activityQuerySchema, { ...req.query }, { convert: true });
    const [orders, lines] = await Promise.all([
      Order.findAll({
        attributes: ['id', 'createdAt', 'customerName'],
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
      }),
      AuditLog.findAll({
        order: [
          ['at', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
      }),
    ]);
    // Each event with what breaks a tie of the same second: an audit line comes after the order it may
    // be about (an order is placed before anyone changes it), and later ids after earlier ones.
    const placed = orders.map((order) => ({
      event: {
        at: toIsoString(order.createdAt),
        action: ORDER_PLACED_ACTION,
        entity: ORDER_ENTITY,
        entityId: Number(order.id),
        subject: orderSubject(Number(order.id)),
        actor: order.customerName,
      } satisfies ActivityEvent,
      rank: 0,
      id: Number(order.id),
    }));
    const names = await namesOf(db, lines);
    const audited = lines.map((line) => ({ event: fromAudit(line, names), rank: 1, id: Number(line.id) }));
    const events = [...placed, ...audited]
      .sort((a, b) => b.event.at.localeCompare(a.event.at) || b.rank - a.rank || b.id - a.id)
      .slice(0, limit)
      .map(({ event }) => event);
    res.json(events);
  };
}
