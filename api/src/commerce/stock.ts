import { ORDER_MESSAGES } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { isInStock } from '@kingside/contracts/admin';
import { Op, type Transaction } from 'sequelize';
import type { Database } from '../shared/db/database';
import { conflict } from '../shared/http/errors';
import { bundleStock } from '@kingside/contracts';
import { expandBundles, lockStockClosure, refreshBundleStock } from '../promotions';

/*
 * Units on hand move with orders (issue 17): placing an order takes its lines' units off the products'
 * stock, cancelling it puts them back, each in the transaction of the order's own write.
 *
 * Taking is one conditional statement per line, `UPDATE products SET stock = stock - n WHERE id = ? AND
 * stock >= n`, judged by the rows it changed: the check and the write cannot be separated by another
 * order on either database (MariaDB evaluates the condition on the latest committed row under its row
 * lock; SQLite runs one write transaction at a time), so stock never goes below zero and no unit is
 * sold twice, without relying on SELECT … FOR UPDATE (which SQLite ignores). Lines are taken in product
 * order, so two orders sharing products lock them in the same order on MariaDB.
 *
 * Both also move the product's version (the back office's optimistic lock, docs/architecture.md §10.6): an
 * administrator who edits the stock of a product that sold meanwhile gets 412 and reloads, rather than
 * overwriting the sale. Not its updatedAt: that orders the back office's list by editorial changes.
 *
 * A bundle (issue 44, promotions/bundleStock.ts) holds no units of its own: its lines are taken from, and put back
 * into, its parts, and the stock of every bundle sharing those parts is rewritten in the same transaction.
 */

export interface StockLine {
  productId: number;
  quantity: number;
}

/** Whether any product's availability changed (in stock ↔ out of stock): the storefront's caches must then be cleared. */
export interface StockMove {
  availabilityChanged: boolean;
}

/** One line per product (summed), in product order; quantities are whole numbers, as they go into the SQL text. */
function byProduct(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new Error(`not a quantity: ${String(line.quantity)}`);
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  }
  return [...merged].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Takes every line's units, or refuses the whole order with 409 ("Only N left of <name>.", or "This product
 * is currently out of stock." when none is left); the caller's transaction then rolls back what was taken.
 */
export async function takeStock(db: Database, lines: readonly StockLine[], transaction: Transaction): Promise<StockMove> {
  const { Product } = db.models;
  const { sequelize } = db;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const expanded = await expandBundles(db, lines, transaction);
  const taken = byProduct(expanded.lines);
  const bundleIds = await lockStockClosure(
    db,
    taken.map((line) => line.productId),
    transaction,
  );
  const takenSoFar = new Map<number, number>();
  for (const { productId, quantity } of taken) {
    const [changed] = await Product.update(
      { stock: sequelize.literal(`${quote('stock')} - ${quantity}`), version: sequelize.literal(`${quote('version')} + 1`) },
      { where: { id: productId, stock: { [Op.gte]: quantity } }, transaction, silent: true },
    );
    if (changed !== 1) throw await shortOf(db, productId, lines, expanded, takenSoFar, transaction);
    takenSoFar.set(productId, quantity);
  }
  const bundles = await refreshBundleStock(db, bundleIds, transaction);
  const soldOut = await Product.count({
    where: { id: { [Op.in]: taken.map((line) => line.productId) }, stock: { [Op.lte]: 0 } },
    transaction,
  });
  return { availabilityChanged: soldOut > 0 || bundles.availabilityChanged };
}

/**
 * The refusal when a part ran short: "Only N left of <name>." or out of stock, naming what the shopper asked for: the
 * product when they asked for it on a line of its own (alone or beside a bundle holding it: then N is its units, which
 * the order asks for more of in all), else the bundle they asked for it through. A locking read: on MariaDB the latest
 * committed stock, not this transaction's snapshot.
 */
async function shortOf(
  db: Database,
  productId: number,
  asked: readonly StockLine[],
  expanded: Awaited<ReturnType<typeof expandBundles>>,
  takenSoFar: ReadonlyMap<number, number>,
  transaction: Transaction,
) {
  const { Product } = db.models;
  const bundleId = asked.some((line) => line.productId === productId) ? undefined : expanded.through.get(productId)?.[0];
  const parts = bundleId === undefined ? [] : (expanded.bundles.get(bundleId) ?? []);
  const ids = bundleId === undefined ? [productId] : [bundleId, ...parts.map((part) => part.productId)];
  const rows = await Product.findAll({
    attributes: ['id', 'name', 'stock'],
    where: { id: { [Op.in]: ids } },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const named = byId.get(bundleId ?? productId);
  // The stock before this order: what it read, plus what it already took of the parts it took first.
  const before = (id: number) => Number(byId.get(id)?.stock ?? 0) + (takenSoFar.get(id) ?? 0);
  const left =
    bundleId === undefined
      ? before(productId)
      : bundleStock(parts.map((part) => ({ quantity: part.quantity, stock: before(part.productId) })));
  return conflict(named && isInStock(left) ? ORDER_MESSAGES.onlyLeft(left, named.name) : API_MESSAGES.outOfStock);
}

/** Puts the lines' units back (a cancelled order), archived products included. */
export async function restock(db: Database, lines: readonly StockLine[], transaction: Transaction): Promise<StockMove> {
  const { Product } = db.models;
  const { sequelize } = db;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const returned = byProduct((await expandBundles(db, lines, transaction)).lines);
  if (returned.length === 0) return { availabilityChanged: false };
  const ids = returned.map((line) => line.productId);
  const bundleIds = await lockStockClosure(db, ids, transaction);
  // Read under the rows' locks (MariaDB) before adding: which of them were sold out until now.
  const before = await Product.findAll({
    attributes: ['id', 'stock'],
    where: { id: { [Op.in]: ids } },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  for (const { productId, quantity } of returned) {
    await Product.update(
      { stock: sequelize.literal(`${quote('stock')} + ${quantity}`), version: sequelize.literal(`${quote('version')} + 1`) },
      { where: { id: productId }, transaction, silent: true },
    );
  }
  const bundles = await refreshBundleStock(db, bundleIds, transaction);
  return { availabilityChanged: before.some((product) => !isInStock(Number(product.stock))) || bundles.availabilityChanged };
}
