// The checks at the end of a load, held against the database itself (mysql2, not the api): what the clients
// were told (traffic.mjs's ledger) must be what was stored, and the stock must add up.
//   - stock is never negative;
//   - units sold equal stock taken: for every product, stock before + restocks (the audit log's, each one
//     acknowledged to the restocker or left uncertain) - units of the orders that took stock = stock after, a
//     bundle's units counted as its parts' (issue 44); a bundle's own stock is what its parts make;
//   - every acknowledged order (200/201 with an id) is stored exactly once, with its lines and the total
//     its lines, its discount code and the shipping rule make; a code never used past its limit, its count the
//     orders placed with it (scripts/load/promotions.mjs); an order no client was told about exists only for a key left
//     uncertain; a refused key stored nothing;
//   - every Idempotency-Key sent twice (in turn or at once) made at most one order;
//   - every cart holds exactly what its client put in (no line lost or doubled), but for a cart set aside
//     after a change that got no clear answer;
//   - a cart line's removal answered "not in cart" only when a balancer sent that DELETE to a second instance;
//   - no 5xx and no transport error outside the ledger's fault windows (a request given up after
//     LOAD_TIMEOUT_MS is counted, not a violation), and the server still answers /api/ready at the end.
import mysql from 'mysql2/promise';
import { bundleParts, checkPromotions } from './promotions.mjs';
import { shippingFor } from './traffic.mjs';

/** Stock, last audit line and last order before the traffic: the start of the stock equation. */
export async function snapshot(dbOptions) {
  const db = await mysql.createConnection(dbOptions);
  try {
    const [products] = await db.query('SELECT id, stock FROM products');
    const [[{ auditId }]] = await db.query('SELECT COALESCE(MAX(id), 0) AS auditId FROM audit_log');
    const [[{ orderId }]] = await db.query('SELECT COALESCE(MAX(id), 0) AS orderId FROM orders');
    return { stock: new Map(products.map((p) => [Number(p.id), Number(p.stock)])), auditId: Number(auditId), orderId: Number(orderId) };
  } finally {
    await db.end();
  }
}

const lineText = (l) => `${l.productId}x${l.quantity}@${l.price}`;

/** `parts`: bundle id -> its parts (promotions.mjs's bundleParts); a bundle's line takes its units from each part. */
function checkStock(ledger, before, products, orders, linesByOrder, audit, parts = new Map()) {
  const restocked = new Map();
  const acknowledged = new Map(); // "id:before:after" -> count
  const tally = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const r of ledger.restocks) tally(acknowledged, `${r.productId}:${r.before}:${r.after}`);
  const uncertain = new Set(ledger.uncertainRestocks.map((r) => `${r.productId}:${r.before}:${r.after}`));
  for (const line of audit) {
    const stock = JSON.parse(line.changes).stock;
    if (!stock) continue;
    const [from, to] = stock.map(Number);
    const key = `${line.entityId}:${from}:${to}`;
    if (acknowledged.get(key) > 0) acknowledged.set(key, acknowledged.get(key) - 1);
    else if (!uncertain.has(key))
      ledger.violation(`audit line ${line.id}: stock of product ${line.entityId} ${from} -> ${to}, a change nobody made`);
    restocked.set(Number(line.entityId), (restocked.get(Number(line.entityId)) ?? 0) + to - from);
  }
  for (const [key, left] of acknowledged) if (left > 0) ledger.violation(`restock ${key} was acknowledged but is not in the audit log`);

  const sold = new Map();
  for (const order of orders) {
    if (!Number(order.stockTaken)) ledger.violation(`order ${order.id} was placed without taking stock`);
    else
      for (const l of linesByOrder.get(order.id) ?? []) {
        const taken = parts.get(Number(l.productId)) ?? [{ productId: Number(l.productId), quantity: 1 }];
        for (const part of taken) sold.set(part.productId, (sold.get(part.productId) ?? 0) + Number(l.quantity) * part.quantity);
      }
  }
  const stockOf = new Map(products.map((p) => [Number(p.id), Number(p.stock)]));
  let units = 0;
  for (const p of products) {
    const id = Number(p.id);
    const after = Number(p.stock);
    if (after < 0) ledger.violation(`product ${id} has stock ${after}`);
    const bundle = parts.get(id);
    if (bundle) {
      // A bundle holds no units of its own: its stock is what its parts make, whatever they sold or were restocked.
      const makes = Math.max(0, Math.min(...bundle.map((part) => Math.floor((stockOf.get(part.productId) ?? 0) / part.quantity))));
      if (after !== makes)
        ledger.violation(
          `bundle ${id}: stock ${after}, but its parts (${bundle.map((part) => `${part.quantity} of ${part.productId}: ${stockOf.get(part.productId)}`).join(', ')}) make ${makes}`,
        );
      continue;
    }
    const start = before.stock.get(id) ?? 0;
    const expected = start + (restocked.get(id) ?? 0) - (sold.get(id) ?? 0);
    units += sold.get(id) ?? 0;
    if (after !== expected)
      ledger.violation(
        `product ${id}: stock ${after}, but ${start} + ${restocked.get(id) ?? 0} restocked - ${sold.get(id) ?? 0} sold = ${expected}`,
      );
  }
  return { unitsSold: units, unitsRestocked: [...restocked.values()].reduce((a, b) => a + b, 0) };
}

function checkOrders(ledger, orders, linesByOrder) {
  const byKey = new Map();
  for (const order of orders) {
    if (order.idempotencyKey === null) ledger.violation(`order ${order.id} has no Idempotency-Key, yet every order of the load sends one`);
    byKey.set(order.idempotencyKey, [...(byKey.get(order.idempotencyKey) ?? []), order]);
    const orderLines = linesByOrder.get(order.id) ?? [];
    const subtotal = orderLines.reduce((sum, l) => sum + Number(l.price) * Number(l.quantity), 0);
    // A discount code's amount (checked against its terms by checkPromotions) comes off the subtotal; shipping is by the subtotal.
    const discount = Number(order.discount ?? 0);
    const total = subtotal - discount + shippingFor(subtotal);
    if (orderLines.length === 0) ledger.violation(`order ${order.id} has no lines`);
    if (Number(order.subtotal) !== subtotal || Number(order.shipping) !== shippingFor(subtotal) || Number(order.totalAmount) !== total) {
      ledger.violation(
        `order ${order.id}: stored ${order.subtotal}-${discount}+${order.shipping}=${order.totalAmount}, its lines make ${subtotal}-${discount}+${shippingFor(subtotal)}=${total}`,
      );
    }
    if (order.status !== 'pending') ledger.violation(`order ${order.id} has status ${order.status}`);
  }
  for (const [key, ack] of ledger.acknowledged) {
    const stored = byKey.get(key) ?? [];
    if (stored.length !== 1) {
      ledger.violation(`order key ${key} was acknowledged but exists ${stored.length} times`);
      continue;
    }
    const [order] = stored;
    if (Number(order.id) !== ack.id) ledger.violation(`order key ${key}: acknowledged as order ${ack.id}, stored as ${order.id}`);
    if (Number(order.totalAmount) !== ack.total)
      ledger.violation(`order ${order.id}: stored total ${order.totalAmount}, the client expected ${ack.total}`);
    const got = (linesByOrder.get(order.id) ?? []).map(lineText).sort();
    const want = ack.items.map(lineText).sort();
    if (got.join() !== want.join()) ledger.violation(`order ${order.id}: lines ${got.join(' ')}, the client sent ${want.join(' ')}`);
  }
  for (const [key, stored] of byKey) {
    if (stored.length > 1) ledger.violation(`order key ${key} made ${stored.length} orders`);
    if (!ledger.keys.has(key)) ledger.violation(`order ${stored[0].id} has key ${key}, which no client sent`);
    else if (!ledger.acknowledged.has(key) && !ledger.uncertainKeys.has(key))
      ledger.violation(`order ${stored[0].id} (key ${key}) exists but its client was refused or told nothing`);
  }
}

async function checkCarts(ledger, db) {
  const ids = ledger.carts.map((c) => c.id);
  const stored = new Map(ids.map((id) => [id, new Map()]));
  for (let i = 0; i < ids.length; i += 1000) {
    const [items] = await db.query('SELECT cartId, productId, quantity FROM cart_items WHERE cartId IN (?)', [ids.slice(i, i + 1000)]);
    for (const item of items) {
      const cart = stored.get(item.cartId);
      if (cart.has(Number(item.productId))) ledger.violation(`cart ${item.cartId} holds product ${item.productId} on two lines`);
      cart.set(Number(item.productId), Number(item.quantity));
    }
  }
  let lines = 0;
  for (const cart of ledger.carts) {
    if (cart.uncertain) continue;
    const actual = stored.get(cart.id);
    lines += cart.lines.size;
    for (const [productId, quantity] of cart.lines) {
      const got = actual.get(productId) ?? 0;
      if (got !== quantity)
        ledger.violation(
          `cart ${cart.id} product ${productId}: ${got} stored, ${quantity} expected (${got < quantity ? 'lost' : 'doubled'})`,
        );
    }
    for (const [productId] of actual)
      if (!cart.lines.has(productId)) ledger.violation(`cart ${cart.id} holds product ${productId}, which it should not`);
  }
  return lines;
}

/**
 * 5xx and transport errors outside the ledger's fault windows are violations; inside, they are counted
 * (report.mjs). A request the client stopped waiting for (LOAD_TIMEOUT_MS) is not one: that is latency,
 * which never fails the run; it is counted, and an order among them was sent again with its key. Returns
 * the number of those.
 */
export function checkFailures(ledger, failures) {
  for (const gone of ledger.removedTwice)
    if (!ledger.passedOn?.('DELETE', gone.path))
      ledger.violation(`cart remove: DELETE ${gone.path} answered 404 for a line its client held, and no balancer had passed it on`);
  const outside = failures.filter((f) => !ledger.windows.some((w) => f.at >= w.start && f.at <= w.end));
  for (const f of outside.filter((f) => !f.timedOut))
    ledger.violation(
      `${f.kind}: ${f.method} ${f.path} ${f.status === 0 ? `got no answer (${f.detail})` : `answered ${f.status} ${f.detail ?? ''}`}`,
    );
  return outside.filter((f) => f.timedOut).length;
}

/** After the traffic the server must still answer: a hung one would otherwise pass as mere slowness. */
export async function checkServing(ledger, api) {
  const res = await api.request('setup', 'GET', '/api/ready');
  if (res.status !== 200) ledger.violation(`after the traffic, GET /api/ready answered ${res.status || res.error}`);
}

/** Every check above but checkFailures; resolves the counts the report prints. */
export async function verify(dbOptions, ledger, before) {
  const db = await mysql.createConnection(dbOptions);
  try {
    const [orders] = await db.query(
      'SELECT id, idempotencyKey, subtotal, shipping, totalAmount, discount, discountCode, status, stockTaken FROM orders WHERE id > ? ORDER BY id',
      [before.orderId],
    );
    const [lines] = await db.query('SELECT orderId, productId, quantity, price FROM order_lines WHERE orderId > ? ORDER BY id', [
      before.orderId,
    ]);
    const [products] = await db.query('SELECT id, stock FROM products');
    const [audit] = await db.query("SELECT id, entityId, changes FROM audit_log WHERE id > ? AND action = 'product.update' ORDER BY id", [
      before.auditId,
    ]);
    const linesByOrder = new Map();
    for (const line of lines) {
      if (!linesByOrder.has(line.orderId)) linesByOrder.set(line.orderId, []);
      linesByOrder.get(line.orderId).push(line);
    }
    const stock = checkStock(ledger, before, products, orders, linesByOrder, audit, await bundleParts(db));
    checkOrders(ledger, orders, linesByOrder);
    const codeUses = await checkPromotions(db, ledger, orders);
    const cartLines = await checkCarts(ledger, db);
    return {
      orders: orders.length,
      orderLines: lines.length,
      carts: ledger.carts.length,
      cartsSetAside: ledger.carts.filter((c) => c.uncertain).length,
      cartLines,
      restockLines: audit.length,
      codeUses,
      ...stock,
    };
  } finally {
    await db.end();
  }
}
