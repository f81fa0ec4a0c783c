// Promotions in the load (issue 44 point 1, docs/spec.md §7.17): two discount codes and a bundle, made through the back
// office's api before the traffic, which then applies codes to carts, places orders with them and buys the bundle.
//   - LOAD-LIMITED takes 10% off and may be used LIMITED_USES times: orders race for its last uses, and a refusal
//     "This code has reached its limit" is correct (counted, not a violation);
//   - LOAD-OPEN takes $5.00 off, without a limit;
//   - the bundle holds one of a kept product and two of another: ordering it takes its units from each part.
// Checked at the end (invariants.mjs), against the database: a code never used past its limit, its count equal to the
// orders placed with it and to its recorded uses; every order's discount what its code takes off its subtotal; a
// bundle's stock what its parts make; and the parts' stock equation counts the units the bundle took from them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './server.mjs';

export const LIMITED_USES = 25;

/** The codes the load makes: the terms as the admin api takes them. */
export const LOAD_CODES = [
  { code: 'LOAD-LIMITED', kind: 'percent', value: 10, usageLimit: LIMITED_USES },
  { code: 'LOAD-OPEN', kind: 'amount', value: 500, usageLimit: null },
];

/**
 * What a code takes off a subtotal (cents): a percentage rounded half up, an amount at most the subtotal. Written here
 * again on purpose, as the shipping rule in traffic.mjs: the check must not share the code it checks.
 */
export function discountFor(terms, subtotal) {
  if (!terms || subtotal <= 0) return 0;
  if (terms.kind === 'percent') return Math.min(subtotal, Math.floor((subtotal * terms.value + 50) / 100));
  return Math.min(subtotal, terms.value);
}

/** The api's refusal of a code whose every use is taken (packages/contracts). */
export function codeMessages() {
  const require = createRequire(path.join(root, 'package.json'));
  const { PROMOTION_MESSAGES } = require('@kingside/contracts');
  return { limitReached: PROMOTION_MESSAGES.limitReached };
}

/**
 * Before the traffic, as the administrator: the codes, and a bundle of the first two kept products (1 and 2 units).
 * Resolves { codes: terms by code, bundle: the product as the shop lists it, with its `parts` }.
 */
export async function preparePromotions(api, token, stocked) {
  const auth = { authorization: `Bearer ${token}` };
  for (const terms of LOAD_CODES) {
    const res = await api.request('setup', 'POST', '/api/admin/discount-codes', {
      headers: auth,
      body: { ...terms, minSubtotal: null, startsAt: null, endsAt: null, oncePerMember: false },
    });
    if (res.status !== 201) throw new Error(`creating the code ${terms.code} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  const [first, second] = [...stocked].sort((a, b) => a - b);
  if (second === undefined) throw new Error('the load needs two products kept in stock to make a bundle of');
  const part = await api.request('setup', 'GET', `/api/admin/products/${first}`, { headers: auth });
  const parts = [
    { productId: first, quantity: 1 },
    { productId: second, quantity: 2 },
  ];
  const created = await api.request('setup', 'POST', '/api/admin/bundles', {
    headers: auth,
    body: {
      name: 'Load Study Bundle',
      description: 'A bundle the load buys: one of a kept product and two of another.',
      imageUrl: part.body.imageUrl,
      price: 4500,
      category: part.body.category,
      parts,
    },
  });
  if (created.status !== 201) throw new Error(`creating the bundle answered ${created.status}: ${JSON.stringify(created.body)}`);
  const bundle = await api.request('setup', 'GET', `/api/products/${created.body.id}`);
  if (bundle.status !== 200) throw new Error(`reading the bundle ${created.body.id} answered ${bundle.status}`);
  return { codes: new Map(LOAD_CODES.map((terms) => [terms.code, terms])), bundle: { ...bundle.body, parts } };
}

/**
 * The promotions' checks against the database (mysql2 connection `db`): each code's count within its limit and equal to
 * the orders placed with it and to its recorded uses; each order's discount what its code takes off its subtotal (`orders`:
 * the rows of the run, with `subtotal`, `discount`, `discountCode`). Resolves the counts the report prints.
 */
export async function checkPromotions(db, ledger, orders) {
  const [codes] = await db.query('SELECT id, code, kind, value, usageLimit, timesUsed FROM discount_codes');
  const [uses] = await db.query('SELECT codeId, COUNT(*) AS n FROM discount_code_uses GROUP BY codeId');
  const [placed] = await db.query(
    "SELECT discountCode, COUNT(*) AS n FROM orders WHERE discountCode IS NOT NULL AND status NOT IN ('cancelled', 'refunded') GROUP BY discountCode",
  );
  const usesOf = new Map(uses.map((row) => [Number(row.codeId), Number(row.n)]));
  const placedWith = new Map(placed.map((row) => [String(row.discountCode).toUpperCase(), Number(row.n)]));
  const byCode = new Map(codes.map((row) => [String(row.code).toUpperCase(), row]));
  const counts = {};
  for (const row of codes) {
    const used = Number(row.timesUsed);
    const code = String(row.code).toUpperCase();
    counts[code] = used;
    if (row.usageLimit !== null && used > Number(row.usageLimit))
      ledger.violation(`discount code ${code} was used ${used} times, past its limit of ${row.usageLimit}`);
    if ((placedWith.get(code) ?? 0) !== used)
      ledger.violation(`discount code ${code}: counted ${used} uses, but ${placedWith.get(code) ?? 0} orders were placed with it`);
    if ((usesOf.get(Number(row.id)) ?? 0) !== used)
      ledger.violation(`discount code ${code}: counted ${used} uses, but ${usesOf.get(Number(row.id)) ?? 0} are recorded`);
  }
  for (const order of orders) {
    const code = order.discountCode === null ? null : String(order.discountCode).toUpperCase();
    const terms = code === null ? null : byCode.get(code);
    if (code !== null && !terms) ledger.violation(`order ${order.id} names the discount code ${code}, which does not exist`);
    const expected = terms ? discountFor({ kind: terms.kind, value: Number(terms.value) }, Number(order.subtotal)) : 0;
    if (Number(order.discount) !== expected)
      ledger.violation(
        `order ${order.id}: discount ${order.discount} with code ${code}, but the code takes ${expected} off ${order.subtotal}`,
      );
  }
  return counts;
}

/** The bundles' parts, from the database: bundle id -> [{ productId, quantity }]. */
export async function bundleParts(db) {
  const [rows] = await db.query('SELECT bundleId, productId, quantity FROM bundle_parts ORDER BY bundleId, productId');
  const parts = new Map();
  for (const row of rows) {
    const id = Number(row.bundleId);
    if (!parts.has(id)) parts.set(id, []);
    parts.get(id).push({ productId: Number(row.productId), quantity: Number(row.quantity) });
  }
  return parts;
}
