import {
  BACK_OFFICE_MESSAGES,
  BUNDLE_ENTITY,
  PROMOTION_AUDIT,
  PROMOTION_MESSAGES,
  type AdminBundle,
  type BundleInput,
  type BundlePart,
} from '@kingside/contracts';
import { Op, type Transaction } from 'sequelize';
import { diffChanges, recordAudit } from '../shared/audit/recordAudit';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import { toBoolean } from '../shared/db/values';
import { writeTransaction } from '../shared/db/writeTransaction';
import { badRequest, HttpError, notFound } from '../shared/http/errors';
import { bundlePartsOf, refreshBundleStock } from './bundleStock';

/*
 * Bundles in the back office (issue 44 point 1, docs/spec.md §7.17): a bundle is a product (its name, description,
 * picture, price and category, in the shop like any product) with 2-10 parts, other live products that are not bundles
 * themselves. Created, edited with If-Match (the product's version), ended (the product archived), each write with its
 * audit line in its transaction; its stock is its parts' (promotions/bundleStock.ts), its usage the units sold.
 */

const iso = (date: Date | string) => new Date(date).toISOString();
const preconditionFailed = () => new HttpError(412, BACK_OFFICE_MESSAGES.conflict);

type Admin = { id: number; email: string };

export function bundles(db: Database) {
  const { sequelize, models } = db;
  const { Product, BundlePart: Parts, Order, OrderLine } = models;

  /** Every part a live product that is not a bundle, nor the bundle itself; 400 naming the first that is not. */
  async function checkParts(parts: readonly BundlePart[], bundleId: number | null, transaction: Transaction): Promise<void> {
    const ids = parts.map((part) => part.productId);
    const found = await Product.findAll({ attributes: ['id', 'archived'], where: { id: { [Op.in]: ids } }, transaction });
    const live = new Set(found.filter((row) => !toBoolean(row.archived)).map((row) => Number(row.id)));
    const nested = await bundlePartsOf(db, ids, transaction);
    for (const id of ids) if (!live.has(id) || nested.has(id) || id === bundleId) throw badRequest(PROMOTION_MESSAGES.partUnknown(id));
  }

  async function sold(bundleIds: readonly number[]): Promise<Map<number, number>> {
    if (bundleIds.length === 0) return new Map();
    const rows = (await OrderLine.findAll({
      attributes: ['productId', [sequelize.fn('SUM', sequelize.col('quantity')), 'units']],
      where: { productId: { [Op.in]: [...bundleIds] } },
      include: [{ model: Order, attributes: [], required: true, where: { status: { [Op.notIn]: ['cancelled', 'refunded'] } } }],
      group: ['productId'],
      raw: true,
    })) as unknown as { productId: number; units: number | string }[];
    return new Map(rows.map((row) => [Number(row.productId), Number(row.units)]));
  }

  async function read(ids: readonly number[], transaction?: Transaction): Promise<AdminBundle[]> {
    if (ids.length === 0) return [];
    const partsOf = await bundlePartsOf(db, ids, transaction);
    const partIds = [...new Set([...partsOf.values()].flatMap((parts) => parts.map((part) => part.productId)))];
    const rows = await Product.findAll({ where: { id: { [Op.in]: [...ids, ...partIds] } }, transaction });
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const units = await sold(ids);
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id,
          name: row.name,
          description: row.description,
          imageUrl: row.imageUrl,
          price: Number(row.price),
          category: row.category,
          parts: (partsOf.get(id) ?? []).map((part) => ({
            ...part,
            name: byId.get(part.productId)?.name ?? '',
            stock: Number(byId.get(part.productId)?.stock ?? 0),
          })),
          stock: Number(row.stock),
          sold: units.get(id) ?? 0,
          archived: toBoolean(row.archived),
          version: Number(row.version),
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        },
      ];
    });
  }

  async function one(id: number, transaction?: Transaction): Promise<AdminBundle> {
    const [bundle] = await read([id], transaction);
    if (!bundle || bundle.parts.length === 0) throw notFound(PROMOTION_MESSAGES.notFound);
    return bundle;
  }

  const auditable = (bundle: BundleInput) => ({
    name: bundle.name,
    description: bundle.description,
    imageUrl: bundle.imageUrl,
    price: bundle.price,
    category: bundle.category,
    parts: bundle.parts.map((part) => `${part.productId}×${part.quantity}`).join(', '),
  });

  const audit = async (admin: Admin, action: string, id: number, changes: Record<string, [unknown, unknown]>, transaction: Transaction) =>
    recordAudit(db, { adminId: admin.id, adminEmail: admin.email, action, entity: BUNDLE_ENTITY, entityId: id, changes }, transaction);

  return {
    async adminList(query: { q?: string; limit: number; offset: number }) {
      const bundleIds = (await Parts.findAll({ attributes: ['bundleId'], group: ['bundleId'], raw: true })).map((row) =>
        Number(row.bundleId),
      );
      const where = {
        id: { [Op.in]: bundleIds },
        ...(query.q ? { name: { [Op.like]: `%${query.q.replace(/[\\%_]/g, '\\$&')}%` } } : {}),
      };
      const { rows, count } = await Product.findAndCountAll({
        attributes: ['id'],
        where,
        order: [
          ['updatedAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: query.limit,
        offset: query.offset,
      });
      return { rows: await read(rows.map((row) => Number(row.id))), total: count };
    },

    adminRead: (id: number) => one(id),

    /** The bundle's product and its parts, its stock what the parts make, in one transaction with its audit line. */
    create(admin: Admin, input: BundleInput): Promise<AdminBundle> {
      return writeTransaction(sequelize, async (transaction) => {
        await checkParts(input.parts, null, transaction);
        const now = storedNow();
        const { parts, ...fields } = input;
        const product = await Product.create(
          { ...fields, stock: 0, archived: false, version: 1, createdAt: now, updatedAt: now } as never,
          { transaction, silent: true },
        );
        const id = Number(product.id);
        await Parts.bulkCreate(
          parts.map((part) => ({ bundleId: id, ...part })),
          { transaction },
        );
        await refreshBundleStock(db, [id], transaction);
        await audit(admin, PROMOTION_AUDIT.bundleCreate, id, diffChanges(null, auditable(input)), transaction);
        return one(id, transaction);
      });
    },

    /** An edit of the version the administrator saw (If-Match): the product's fields and the parts, whole. */
    update(admin: Admin, id: number, versions: number[], input: BundleInput): Promise<AdminBundle> {
      return writeTransaction(sequelize, async (transaction) => {
        const row = await Product.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        const before = row && (await one(id, transaction).catch(() => null));
        if (!row || !before) throw notFound(PROMOTION_MESSAGES.notFound);
        const version = Number(row.version);
        if (!versions.includes(version)) throw preconditionFailed();
        const changes = diffChanges(auditable(before), auditable(input));
        if (Object.keys(changes).length === 0) return before;
        await checkParts(input.parts, id, transaction);
        const { parts, ...fields } = input;
        const [updated] = await Product.update({ ...fields, version: version + 1, updatedAt: storedNow() } as never, {
          where: { id, version },
          transaction,
          silent: true,
        });
        if (updated !== 1) throw preconditionFailed();
        await Parts.destroy({ where: { bundleId: id }, transaction });
        await Parts.bulkCreate(
          parts.map((part) => ({ bundleId: id, ...part })),
          { transaction },
        );
        await refreshBundleStock(db, [id], transaction);
        await audit(admin, PROMOTION_AUDIT.bundleUpdate, id, changes, transaction);
        return one(id, transaction);
      });
    },

    /** Ends a bundle: its product archived (out of the shop; orders still name it). Already ended: nothing written. */
    end(admin: Admin, id: number, versions: number[] | null): Promise<AdminBundle> {
      return writeTransaction(sequelize, async (transaction) => {
        const row = await Product.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        const before = row && (await one(id, transaction).catch(() => null));
        if (!row || !before) throw notFound(PROMOTION_MESSAGES.notFound);
        if (before.archived) return before;
        const version = Number(row.version);
        if (versions && !versions.includes(version)) throw preconditionFailed();
        const [updated] = await Product.update(
          { archived: true, version: version + 1, updatedAt: storedNow() },
          { where: { id, version }, transaction, silent: true },
        );
        if (updated !== 1) throw preconditionFailed();
        await audit(admin, PROMOTION_AUDIT.bundleEnd, id, { archived: [false, true] }, transaction);
        return one(id, transaction);
      });
    },
  };
}
