import { bundleStock, type BundlePart } from '@kingside/contracts';
import { Op, type Transaction } from 'sequelize';
import type { Database } from '../shared/db/database';

/*
 * Bundles' stock (issue 44 point 1, docs/spec.md §7.17). A bundle is a product whose units are its parts': it holds no
 * stock of its own. Its `products.stock` column is kept equal to what its parts can make (the least, over its parts, of
 * the part's stock divided by the units the bundle holds), rewritten in the transaction of every move of a part's stock
 * (an order, a cancellation, the back office's edit), so every reader of `stock` (the shop's "Out of Stock", the cart,
 * the order's pricing, Order again, the back office's lists) sees a bundle as it sees any product.
 *
 * Ordering a bundle takes its units from each part (commerce/stock.ts expands the lines first). Every move first locks,
 * in id order, the products it touches and every bundle sharing a part with them and those bundles' parts
 * (`lockStockClosure`), so two orders sharing parts through different bundles wait for each other instead of
 * deadlocking, and the bundles' stock is computed from the parts' latest committed stock (a locking read on MariaDB;
 * SQLite runs one write transaction at a time).
 */

interface PartLine {
  productId: number;
  quantity: number;
}

/** Each bundle among `productIds` with its parts (a product that is not a bundle is not in the map). */
export async function bundlePartsOf(
  db: Database,
  productIds: readonly number[],
  transaction?: Transaction,
): Promise<Map<number, BundlePart[]>> {
  const byBundle = new Map<number, BundlePart[]>();
  if (productIds.length === 0) return byBundle;
  const rows = await db.models.BundlePart.findAll({
    where: { bundleId: { [Op.in]: [...new Set(productIds)] } },
    order: [
      ['bundleId', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  for (const row of rows) {
    const bundleId = Number(row.bundleId);
    const parts = byBundle.get(bundleId) ?? [];
    parts.push({ productId: Number(row.productId), quantity: Number(row.quantity) });
    byBundle.set(bundleId, parts);
  }
  return byBundle;
}

/**
 * The lines with each bundle replaced by its parts (a bundle's quantity times the part's), and, for each part, the
 * bundles it was asked for through (for the refusal's wording).
 */
export async function expandBundles(
  db: Database,
  lines: readonly PartLine[],
  transaction: Transaction,
): Promise<{ lines: PartLine[]; bundles: Map<number, BundlePart[]>; through: Map<number, number[]> }> {
  const bundles = await bundlePartsOf(
    db,
    lines.map((line) => line.productId),
    transaction,
  );
  const expanded: PartLine[] = [];
  const through = new Map<number, number[]>();
  for (const line of lines) {
    const parts = bundles.get(line.productId);
    if (!parts) {
      expanded.push(line);
      continue;
    }
    for (const part of parts) {
      expanded.push({ productId: part.productId, quantity: part.quantity * line.quantity });
      through.set(part.productId, [...(through.get(part.productId) ?? []), line.productId]);
    }
  }
  return { lines: expanded, bundles, through };
}

/** The bundles holding any of `partIds`. */
async function bundlesWith(db: Database, partIds: readonly number[], transaction: Transaction): Promise<number[]> {
  if (partIds.length === 0) return [];
  const rows = await db.models.BundlePart.findAll({
    attributes: ['bundleId'],
    where: { productId: { [Op.in]: [...new Set(partIds)] } },
    transaction,
  });
  return [...new Set(rows.map((row) => Number(row.bundleId)))].sort((a, b) => a - b);
}

/**
 * Locks, in id order, the parts about to move, the bundles holding them, and those bundles' other parts; answers the
 * bundles whose stock the move changes. Nothing is locked when no bundle is concerned (the common case: one
 * statement, then the conditional updates as before).
 */
export async function lockStockClosure(db: Database, partIds: readonly number[], transaction: Transaction): Promise<number[]> {
  const bundleIds = await bundlesWith(db, partIds, transaction);
  if (bundleIds.length === 0) return [];
  const siblings = await bundlePartsOf(db, bundleIds, transaction);
  const ids = new Set<number>([...partIds, ...bundleIds]);
  for (const parts of siblings.values()) for (const part of parts) ids.add(part.productId);
  await db.models.Product.findAll({
    attributes: ['id'],
    where: { id: { [Op.in]: [...ids] } },
    order: [['id', 'ASC']],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  return bundleIds;
}

interface BundleRefresh {
  /** a bundle went from sold out to in stock, or the other way */
  availabilityChanged: boolean;
}

/**
 * Rewrites these bundles' stock from their parts' (read under lock: the latest committed stock and this transaction's
 * own moves). The version does not move: a bundle's stock is not an administrator's to edit, and a sale of a part must
 * not make the bundle's editor reload.
 */
export async function refreshBundleStock(db: Database, bundleIds: readonly number[], transaction: Transaction): Promise<BundleRefresh> {
  if (bundleIds.length === 0) return { availabilityChanged: false };
  const { Product } = db.models;
  const bundles = await bundlePartsOf(db, bundleIds, transaction);
  const partIds = [...new Set([...bundles.values()].flatMap((parts) => parts.map((part) => part.productId)))];
  const rows = await Product.findAll({
    attributes: ['id', 'stock'],
    where: { id: { [Op.in]: [...partIds, ...bundleIds] } },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  const stockOf = new Map(rows.map((row) => [Number(row.id), Number(row.stock)]));
  let availabilityChanged = false;
  for (const bundleId of bundleIds) {
    const parts = bundles.get(bundleId);
    if (!parts) continue;
    const stock = bundleStock(parts.map((part) => ({ quantity: part.quantity, stock: stockOf.get(part.productId) ?? 0 })));
    const before = stockOf.get(bundleId) ?? 0;
    if (stock === before) continue;
    if (stock <= 0 !== before <= 0) availabilityChanged = true;
    await Product.update({ stock }, { where: { id: bundleId }, transaction, silent: true });
  }
  return { availabilityChanged };
}

/**
 * After a product's stock was set by hand (the back office's edit): the bundles it is part of follow, in the same
 * transaction; a bundle's own stock is put back to what its parts make.
 */
export async function followStockEdit(db: Database, productId: number, transaction: Transaction): Promise<BundleRefresh> {
  const bundleIds = await lockStockClosure(db, [productId], transaction);
  return refreshBundleStock(db, [...bundleIds, productId], transaction);
}
