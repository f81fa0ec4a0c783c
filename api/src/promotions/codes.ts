import {
  BACK_OFFICE_MESSAGES,
  DISCOUNT_CODE_ENTITY,
  PROMOTION_AUDIT,
  PROMOTION_MESSAGES,
  type AdminDiscountCode,
  type DiscountCodeInput,
  type DiscountKind,
  type DiscountTerms,
} from '@kingside/contracts';
import { Op, UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import { diffChanges, recordAudit } from '../shared/audit/recordAudit';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import { toBoolean } from '../shared/db/values';
import { writeTransaction } from '../shared/db/writeTransaction';
import { conflict, HttpError, notFound } from '../shared/http/errors';
import type { DiscountCodeModel } from './models';

/*
 * Discount codes (issue 44 point 1, docs/spec.md §7.17). A code is judged, in this order: it exists, runs (not ended
 * by an administrator, started) — else "This code is not valid"; has not ended — "This code has expired"; has uses
 * left — "This code has reached its limit"; a code once per member needs a member ("Sign in to use this code") who has
 * not used it ("You have already used this code"); the goods' subtotal reaches its minimum ("This code needs a subtotal
 * of at least …"). The cart judges it when it is applied; the order judges it again, under the code's row lock, and
 * uses it in the order's own transaction:
 *   - `timesUsed` is raised by one conditional UPDATE (`… WHERE timesUsed < usageLimit`), judged by the rows it changed,
 *     as stock is taken (commerce/stock.ts): a race for the last uses never passes the limit on either database;
 *   - the use's row is unique per order and per (code, member): two tabs of one member get one order with the code
 *     and one 409.
 * A cancelled (or refunded-by-cancel) order gives its use back in the cancellation's transaction (`releaseCode`).
 */

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());
const preconditionFailed = () => new HttpError(412, BACK_OFFICE_MESSAGES.conflict);

function toTerms(row: DiscountCodeModel): DiscountTerms {
  return {
    code: row.code,
    kind: row.kind as DiscountKind,
    value: Number(row.value),
    minSubtotal: row.minSubtotal === null ? null : Number(row.minSubtotal),
  };
}

function toAdmin(row: DiscountCodeModel): AdminDiscountCode {
  return {
    id: Number(row.id),
    ...toTerms(row),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    usageLimit: row.usageLimit === null ? null : Number(row.usageLimit),
    oncePerMember: toBoolean(row.oncePerMember),
    timesUsed: Number(row.timesUsed),
    endedAt: iso(row.endedAt ?? null),
    version: Number(row.version),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** The audited fields of a code, as its input has them. */
const auditable = (code: AdminDiscountCode | DiscountCodeInput): Record<string, unknown> => ({
  code: code.code,
  kind: code.kind,
  value: code.value,
  minSubtotal: code.minSubtotal,
  startsAt: code.startsAt,
  endsAt: code.endsAt,
  usageLimit: code.usageLimit,
  oncePerMember: code.oncePerMember,
});

const columns = (input: DiscountCodeInput) => ({
  ...input,
  startsAt: input.startsAt === null ? null : new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
});

interface Shopper {
  /** the member placing the order or applying the code, null for a guest */
  userId: number | null;
}

export function discountCodes(db: Database) {
  const { sequelize, models } = db;
  const { DiscountCode, DiscountCodeUse, Order } = models;

  const find = (code: string, transaction?: Transaction, lock = false) =>
    DiscountCode.findOne({ where: { code }, transaction, ...(lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}) });

  /** 409 with the rule the code breaks, else its terms. `subtotal`: the goods' subtotal in cents. */
  async function judge(
    row: DiscountCodeModel | null,
    shopper: Shopper,
    subtotal: number,
    transaction?: Transaction,
  ): Promise<DiscountTerms> {
    const now = Date.now();
    if (!row || row.endedAt || (row.startsAt && new Date(row.startsAt).getTime() > now)) throw conflict(PROMOTION_MESSAGES.notValid);
    if (row.endsAt && new Date(row.endsAt).getTime() <= now) throw conflict(PROMOTION_MESSAGES.expired);
    if (row.usageLimit !== null && Number(row.timesUsed) >= Number(row.usageLimit)) throw conflict(PROMOTION_MESSAGES.limitReached);
    if (toBoolean(row.oncePerMember)) {
      if (shopper.userId === null) throw conflict(PROMOTION_MESSAGES.signIn);
      const used = await DiscountCodeUse.findOne({ attributes: ['id'], where: { codeId: row.id, userId: shopper.userId }, transaction });
      if (used) throw conflict(PROMOTION_MESSAGES.alreadyUsed);
    }
    if (row.minSubtotal !== null && subtotal < Number(row.minSubtotal))
      throw conflict(PROMOTION_MESSAGES.minSubtotal(Number(row.minSubtotal)));
    return toTerms(row);
  }

  return {
    /** The code's terms if it applies now to this shopper and subtotal; 409 with the rule it breaks. */
    async check(code: string, shopper: Shopper, subtotal: number): Promise<DiscountTerms> {
      return judge(await find(code), shopper, subtotal);
    },

    /** The code's terms as stored (the cart shows them), null once it is gone. */
    async terms(code: string): Promise<DiscountTerms | null> {
      const row = await find(code);
      return row && toTerms(row);
    },

    /**
     * In the order's transaction: judges the code against the server's subtotal under its row's lock, and gives the
     * terms to price with; `use` then records the use once the order has its id.
     */
    async forOrder(code: string, shopper: Shopper, subtotal: number, transaction: Transaction) {
      const row = await find(code, transaction, true);
      const terms = await judge(row, shopper, subtotal, transaction);
      const codeId = Number(row!.id);
      return {
        terms,
        /** Counts the use (never past the limit) and records it against the order (once per member). */
        async use(orderId: number): Promise<void> {
          const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
          const [changed] = await DiscountCode.update(
            { timesUsed: sequelize.literal(`${quote('timesUsed')} + 1`) },
            {
              where: { id: codeId, [Op.or]: [{ usageLimit: null }, { usageLimit: { [Op.gt]: sequelize.col('timesUsed') } }] },
              transaction,
              silent: true,
            },
          );
          if (changed !== 1) throw conflict(PROMOTION_MESSAGES.limitReached);
          try {
            await DiscountCodeUse.create(
              { codeId, orderId, userId: toBoolean(row!.oncePerMember) ? shopper.userId : null, createdAt: storedNow() },
              { transaction },
            );
          } catch (error) {
            if (error instanceof UniqueConstraintError) throw conflict(PROMOTION_MESSAGES.alreadyUsed);
            throw error;
          }
        },
      };
    },

    async adminList(query: { q?: string; limit: number; offset: number }) {
      const where: WhereOptions<DiscountCodeModel> = query.q
        ? { code: { [Op.like]: `%${query.q.toUpperCase().replace(/[\\%_]/g, '\\$&')}%` } }
        : {};
      const { rows, count } = await DiscountCode.findAndCountAll({
        where,
        order: [
          ['updatedAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: query.limit,
        offset: query.offset,
      });
      return { rows: rows.map(toAdmin), total: count };
    },

    async adminRead(id: number): Promise<AdminDiscountCode> {
      const row = await DiscountCode.findByPk(id);
      if (!row) throw notFound(PROMOTION_MESSAGES.notFound);
      return toAdmin(row);
    },

    create(admin: { id: number; email: string }, input: DiscountCodeInput): Promise<AdminDiscountCode> {
      return writeTransaction(sequelize, async (transaction) => {
        if (await find(input.code, transaction)) throw conflict(PROMOTION_MESSAGES.codeExists);
        const now = storedNow();
        const row = await DiscountCode.create(
          { ...columns(input), timesUsed: 0, endedAt: null, version: 1, createdAt: now, updatedAt: now },
          { transaction, silent: true },
        );
        const created = toAdmin(row);
        await recordAudit(
          db,
          {
            adminId: admin.id,
            adminEmail: admin.email,
            action: PROMOTION_AUDIT.codeCreate,
            entity: DISCOUNT_CODE_ENTITY,
            entityId: created.id,
            changes: diffChanges(null, auditable(created)),
          },
          transaction,
        );
        return created;
      }).catch((error: unknown) => {
        if (error instanceof UniqueConstraintError) throw conflict(PROMOTION_MESSAGES.codeExists);
        throw error;
      });
    },

    /** An edit of the version the administrator saw (If-Match); the same values again write nothing. */
    update(admin: { id: number; email: string }, id: number, versions: number[], input: DiscountCodeInput): Promise<AdminDiscountCode> {
      return writeTransaction(sequelize, async (transaction) => {
        const row = await DiscountCode.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!row) throw notFound(PROMOTION_MESSAGES.notFound);
        const version = Number(row.version);
        if (!versions.includes(version)) throw preconditionFailed();
        const before = toAdmin(row);
        const changes = diffChanges(auditable(before), auditable({ ...input, startsAt: iso(input.startsAt), endsAt: iso(input.endsAt) }));
        if (Object.keys(changes).length === 0) return before;
        if (input.code !== before.code && (await find(input.code, transaction))) throw conflict(PROMOTION_MESSAGES.codeExists);
        const [updated] = await DiscountCode.update(
          { ...columns(input), version: version + 1, updatedAt: storedNow() },
          { where: { id, version }, transaction, silent: true },
        );
        if (updated !== 1) throw preconditionFailed();
        await recordAudit(
          db,
          {
            adminId: admin.id,
            adminEmail: admin.email,
            action: PROMOTION_AUDIT.codeUpdate,
            entity: DISCOUNT_CODE_ENTITY,
            entityId: id,
            changes,
          },
          transaction,
        );
        return toAdmin((await DiscountCode.findByPk(id, { transaction }))!);
      }).catch((error: unknown) => {
        if (error instanceof UniqueConstraintError) throw conflict(PROMOTION_MESSAGES.codeExists);
        throw error;
      });
    },

    /** Ends a code now (If-Match optional, honoured when sent); already ended: nothing written. */
    end(admin: { id: number; email: string }, id: number, versions: number[] | null): Promise<AdminDiscountCode> {
      return writeTransaction(sequelize, async (transaction) => {
        const row = await DiscountCode.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!row) throw notFound(PROMOTION_MESSAGES.notFound);
        if (row.endedAt) return toAdmin(row);
        const version = Number(row.version);
        if (versions && !versions.includes(version)) throw preconditionFailed();
        const endedAt = storedNow();
        const [updated] = await DiscountCode.update(
          { endedAt, version: version + 1, updatedAt: endedAt },
          { where: { id, version }, transaction, silent: true },
        );
        if (updated !== 1) throw preconditionFailed();
        await recordAudit(
          db,
          {
            adminId: admin.id,
            adminEmail: admin.email,
            action: PROMOTION_AUDIT.codeEnd,
            entity: DISCOUNT_CODE_ENTITY,
            entityId: id,
            changes: { endedAt: [null, endedAt.toISOString()] },
          },
          transaction,
        );
        return toAdmin((await DiscountCode.findByPk(id, { transaction }))!);
      });
    },

    /** The orders placed with a code (the back office's usage), newest first. */
    async usage(id: number, limit = 25): Promise<{ orderId: number; createdAt: string; status: string; discount: number }[]> {
      const uses = await DiscountCodeUse.findAll({ where: { codeId: id }, order: [['id', 'DESC']], limit });
      const orders = await Order.findAll({
        attributes: ['id', 'status', 'discount', 'createdAt'],
        where: { id: { [Op.in]: uses.map((use) => Number(use.orderId)) } },
      });
      return orders
        .map((order) => ({
          orderId: Number(order.id),
          createdAt: iso(order.createdAt)!,
          status: order.status,
          discount: Number(order.discount),
        }))
        .sort((a, b) => b.orderId - a.orderId);
    },
  };
}

/**
 * A cancelled order gives its code's use back, in the cancellation's transaction: the use's row goes, and the count
 * comes down by one (never below zero). Nothing happens for an order placed without a code, or whose use went already.
 */
export async function releaseCode(db: Database, orderId: number, transaction: Transaction): Promise<void> {
  const { DiscountCode, DiscountCodeUse } = db.models;
  const use = await DiscountCodeUse.findOne({ where: { orderId }, transaction, lock: transaction.LOCK.UPDATE });
  if (!use) return;
  const removed = await DiscountCodeUse.destroy({ where: { id: use.id }, transaction });
  if (removed !== 1) return;
  const quote = (name: string) => db.sequelize.getQueryInterface().quoteIdentifier(name);
  await DiscountCode.update(
    { timesUsed: db.sequelize.literal(`${quote('timesUsed')} - 1`) },
    { where: { id: use.codeId, timesUsed: { [Op.gt]: 0 } }, transaction, silent: true },
  );
}
