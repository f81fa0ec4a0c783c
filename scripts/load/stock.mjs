// Stock for the load, through the back office's api as an administrator would set it (docs/spec.md §7.8):
// audited, and optimistic (PATCH with If-Match; a sale moves the product's version too, so a restock that
// raced an order gets 412, reads the product again and retries). Nothing here writes the database directly.
import { sleep } from './server.mjs';

/** Signs in the seeded administrator (two-factor off: e-mail and password are enough) and returns its token. */
export async function adminSignIn(api, { email, password }) {
  const res = await api.request('setup', 'POST', '/api/admin/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`the administrator's sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
  if (res.body.requireTwoFactor) throw new Error(`${email} has two-factor sign-in on: the load restocks as an administrator without it`);
  return res.body.token;
}

/**
 * Sets a product's stock to `next(current)` (null: leave it), reading the product and its ETag first and
 * sending that version in If-Match; on 412 (sold or restocked meanwhile) it reads again, a bounded number
 * of times. Resolves { productId, before, after } when acknowledged, null otherwise; an attempt left
 * without an answer goes into ledger.uncertainRestocks (the audit log tells whether it happened).
 */
export async function setStock(api, token, ledger, productId, next, kind = 'admin restock') {
  const auth = { authorization: `Bearer ${token}` };
  for (let attempt = 0; attempt < 8; attempt++) {
    const read = await api.request('admin read', 'GET', `/api/admin/products/${productId}`, { headers: auth });
    if (read.status !== 200) {
      if (read.status !== 0 && read.status < 500)
        ledger.violation(`reading product ${productId} as the administrator answered ${read.status}`);
      return null;
    }
    const before = Number(read.body.stock);
    if (before < 0) ledger.violation(`product ${productId} has stock ${before}`);
    const after = next(before);
    if (after === null) return null;
    const res = await api.request(kind, 'PATCH', `/api/admin/products/${productId}`, {
      body: { stock: after },
      headers: { ...auth, 'if-match': read.headers.etag },
    });
    if (res.status === 200) {
      if (Number(res.body.stock) !== after)
        ledger.violation(`restocking product ${productId} to ${after} answered stock ${res.body.stock}`);
      return { productId, before, after };
    }
    if (res.status === 412) {
      ledger.restockConflicts += 1;
      continue;
    }
    if (res.status === 0 || res.status >= 500) ledger.uncertainRestocks.push({ productId, before, after });
    else ledger.violation(`restocking product ${productId} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return null;
  }
  return null;
}

/**
 * Before the traffic: every product in stock gets `initial` units, except the last `scarceCount` of them,
 * which get `scarceUnits` and are never restocked, so they sell out under contention (with the seeded
 * products already out of stock, they make the refusals). Resolves the ids of the products kept in stock.
 */
export async function prepareStock(api, token, ledger, { initial, scarceCount, scarceUnits }) {
  const res = await api.request('setup', 'GET', '/api/admin/products?limit=100', { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`listing products as the administrator answered ${res.status}`);
  const inStock = res.body.filter((p) => !p.archived && Number(p.stock) > 0).sort((a, b) => a.id - b.id);
  const scarce = new Set(inStock.slice(Math.max(0, inStock.length - scarceCount)).map((p) => p.id));
  const stocked = new Set(inStock.filter((p) => !scarce.has(p.id)).map((p) => p.id));
  for (const p of inStock) {
    const units = scarce.has(p.id) ? scarceUnits : initial;
    if (!(await setStock(api, token, ledger, p.id, () => units, 'setup'))) throw new Error(`could not set the stock of product ${p.id}`);
  }
  return stocked;
}

/**
 * During the traffic: every `intervalMs`, each kept product below `low` units gets `topUp` more. Acknowledged
 * restocks go into ledger.restocks, for the stock equation of invariants.mjs. stop() ends the loop.
 */
export function startRestocker(api, token, ledger, stocked, { low, topUp, intervalMs }) {
  let running = true;
  const loop = (async () => {
    while (running) {
      const res = await api.request('admin read', 'GET', '/api/admin/products?limit=100', {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status === 200) {
        for (const p of res.body) if (Number(p.stock) < 0) ledger.violation(`product ${p.id} has stock ${p.stock} (seen by the restocker)`);
        // All low products at once: under load each read-and-save takes seconds and often meets a sale (412).
        const lowOnes = res.body.filter((p) => stocked.has(p.id) && Number(p.stock) < low);
        const done = await Promise.all(lowOnes.map((p) => setStock(api, token, ledger, p.id, (now) => (now < low ? now + topUp : null))));
        ledger.restocks.push(...done.filter(Boolean));
      }
      const until = Date.now() + intervalMs;
      while (running && Date.now() < until) await sleep(Math.min(100, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}
