// The mixed traffic of `npm run load`: virtual clients that read the catalogue, fill carts, place orders
// and sign in, and judge every answer as they get it. What each was told goes into the ledger, which
// invariants.mjs then holds against the database.
//
// A virtual client owns its carts (no other client touches them), so it knows exactly what each holds.
// It runs one step at a time: in a closed loop (load.mjs) each client loops over steps until the deadline;
// in the open loop (openLoop.mjs) each arrival borrows an idle client for one step.
//
// Stock is real (docs/spec.md §7.3, §7.4): "This product is currently out of stock." (409) on a cart add, a
// raise or an order, and "Only N left of <name>." on an order asking for more than is left, are correct
// refusals, counted, not violations. Every order carries an Idempotency-Key; an attempt answered 502, 503
// or not at all is sent again with the same key (a balancer or a restarting instance may have dropped it).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { codeMessages, discountFor } from './promotions.mjs';
import { root, sleep } from './server.mjs';

// docs/spec.md §9 (packages/contracts/src/money.ts): free shipping from $50, else $9.99. Written here again
// on purpose: the check must not share the code it checks.
const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
const SHIPPING_FEE_CENTS = 999;
export const shippingFor = (subtotal) => (subtotal >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS);
const MAX_LINE_QUANTITY = 99;
/** Attempts of one order submission answered 502/503/nothing, sent again with the same key. */
const ORDER_ATTEMPTS = 4;

/** The api's refusal messages (packages/contracts), read once the contracts are built. */
export function stockMessages() {
  const require = createRequire(path.join(root, 'package.json'));
  const { ORDER_MESSAGES } = require('@kingside/contracts');
  const { API_MESSAGES } = require('@kingside/contracts/api');
  return { outOfStock: API_MESSAGES.outOfStock, onlyLeft: ORDER_MESSAGES.onlyLeft, notInCart: API_MESSAGES.itemNotInCart };
}

/** mulberry32: the same LOAD_SEED gives the same mix of operations. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

/** What the clients were told and did, for the checks at the end. */
export function createLedger() {
  const ledger = {
    violations: [],
    violation(message) {
      if (ledger.violations.length < 10_000) ledger.violations.push(message);
    },
    /** every Idempotency-Key sent: key -> { items, total } */
    keys: new Map(),
    /** keys acknowledged with a 200/201 and an order id: key -> { id, total, items } */
    acknowledged: new Map(),
    /** keys whose every attempt went unanswered (or 502/503): an order may or may not exist */
    uncertainKeys: new Set(),
    retriedKeys: 0,
    concurrentDuplicates: 0,
    /** attempts sent again after a 502, 503 or transport error, and when (epoch ms; the first 100,000) */
    faultRetries: 0,
    retries: [],
    /** correct refusals for want of stock, by what was refused */
    refusals: new Map(),
    /** every cart of every client: { id, lines: Map<productId, quantity>, uncertain (set aside after an unclear answer) } */
    carts: [],
    /** stock set through the admin api (stock.mjs): { productId, before, after } acknowledged; uncertain ones apart */
    restocks: [],
    uncertainRestocks: [],
    restockConflicts: 0,
    /** windows in which 5xx and transport errors are expected (a fault schedule fills it): { name, start, end } */
    windows: [],
    /**
     * cart line removals answered 404 "not in cart" for a line the client held: { at, path }. Correct only
     * when a balancer passed the DELETE on to a second instance after the first had removed the line;
     * `passedOn(method, path)`, set by whoever knows the balancer (scripts/cluster/load.mjs), tells.
     */
    removedTwice: [],
    passedOn: null,
  };
  return ledger;
}

const refused = (ledger, what) => ledger.refusals.set(what, (ledger.refusals.get(what) ?? 0) + 1);

/**
 * Registers `count` members through the api and verifies each with the link of the e-mail the server wrote
 * to its outbox (one <id>.json per mail: {to, subject, text}).
 */
export async function registerMembers(api, outboxDir, count) {
  const members = [];
  let next = 0;
  const password = 'load member passphrase 7';
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const email = `load.member.${n}@example.test`;
      const res = await api.request('setup', 'POST', '/api/auth/register', {
        body: { firstName: 'Load', lastName: `Member ${n}`, username: `load_member_${n}`, email, password },
      });
      if (res.status !== 201) throw new Error(`registering ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
      members.push({ email, password });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  const deadline = Date.now() + 30_000;
  const links = new Map();
  while (links.size < count && Date.now() < deadline) {
    for (const file of fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json'))) {
      const mail = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w%-]+/.exec(mail.text)?.[0];
      if (link) links.set(mail.to, new URL(link));
    }
    if (links.size < count) await sleep(100);
  }
  for (const member of members) {
    const link = links.get(member.email);
    if (!link) throw new Error(`no verification mail for ${member.email} in ${outboxDir}`);
    const res = await api.request('setup', 'GET', link.pathname + link.search);
    if (res.status !== 302 || !/verified=1/.test(res.headers.location ?? '')) {
      throw new Error(`verifying ${member.email} answered ${res.status} ${res.headers.location}`);
    }
  }
  return members;
}

const CATALOGUE_PATHS = (products, lessons) => [
  '/api/products',
  '/api/lessons',
  '/api/blog-posts',
  '/api/testimonials',
  '/api/lessons/level/beginner',
  '/api/products/category/Chess%20Sets',
  '/api/blog-posts/category/Strategy',
  ...products.map((p) => `/api/products/${p.id}`),
  ...lessons.slice(0, 8).map((l) => `/api/lessons/${l.id}`),
];

/**
 * The traffic over one client `api` (client.mjs). `catalogue` {products, lessons} as the public api lists
 * them; `stocked` the ids of the products kept in stock (stock.mjs), the others picked one time in twenty
 * so that selling out, and its refusals, happen under contention; `runId` makes the keys unique per run.
 * `promotions` (promotions.mjs's preparePromotions; optional): its codes go with a fifth of the orders and some carts,
 * and its bundle is picked one time in twenty.
 */
export function createTraffic({ api, ledger, catalogue, members, stocked, seed, runId, promotions = null }) {
  const messages = { ...stockMessages(), ...codeMessages() };
  const codes = promotions ? [...promotions.codes.values()] : [];
  const bundles = promotions ? catalogue.products.filter((p) => p.id === promotions.bundle.id) : [];
  const productsById = new Map(catalogue.products.map((p) => [p.id, p]));
  const paths = CATALOGUE_PATHS(catalogue.products, catalogue.lessons);
  const kept = catalogue.products.filter((p) => stocked.has(p.id));
  const scarce = catalogue.products.filter((p) => !stocked.has(p.id) && !bundles.includes(p));
  let created = 0;

  /** The units of each product an order asks for, a bundle's line counted in its parts too (the server takes them so). */
  const demand = (items) => {
    const units = new Map();
    for (const item of items) {
      units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
      const parts = promotions?.bundle.id === item.productId ? promotions.bundle.parts : [];
      for (const part of parts) units.set(part.productId, (units.get(part.productId) ?? 0) + part.quantity * item.quantity);
    }
    return units;
  };

  /**
   * An order's 409 is correct when it names a line: out of stock, or fewer left than the order asks of it (a product on a
   * line of its own counts the units a bundle beside it asks too); or its code's last use is gone.
   */
  const orderRefusal = (message, items, code) => {
    if (message === messages.outOfStock) return true;
    if (code !== undefined && code.usageLimit !== null && message === messages.limitReached) return true;
    const units = demand(items);
    return items.some((item) => {
      const name = productsById.get(item.productId)?.name;
      const asked = promotions?.bundle.id === item.productId ? item.quantity : units.get(item.productId);
      return Array.from({ length: asked - 1 }, (_, i) => messages.onlyLeft(i + 1, name)).includes(message);
    });
  };

  function virtualClient() {
    const n = created++;
    const rnd = random(seed * 1000 + n);
    const carts = []; // this client's only
    const member = members[n % members.length];
    let orders = 0;
    const pickProduct = () => {
      if (bundles.length > 0 && rnd() < 0.05) return pick(rnd, bundles);
      return scarce.length > 0 && rnd() < 0.05 ? pick(rnd, scarce) : pick(rnd, kept.length > 0 ? kept : scarce);
    };

    // A 5xx or no answer is judged once, by invariants.mjs's checkFailures, which knows the fault windows.
    const expectStatus = (kind, res, ...wanted) => {
      if (res.status !== 0 && res.status < 500 && !wanted.includes(res.status))
        ledger.violation(`${kind}: expected ${wanted.join('/')}, got ${res.status} ${JSON.stringify(res.body)}`);
      return wanted.includes(res.status);
    };
    /** 200, or the out-of-stock refusal (true/false); anything else is a violation (null). */
    const cartAnswer = (kind, res) => {
      if (res.status === 200) return true;
      if (res.status === 409 && res.body?.message === messages.outOfStock) {
        refused(ledger, `${kind}: out of stock`);
        return false;
      }
      expectStatus(kind, res, 200);
      return null;
    };

    /** A change left without a clear answer (none, or a 5xx): what the cart holds is unknown from here, so it is set aside, unchecked. */
    const setAsideIfUnclear = (cart, ...answers) => {
      if (!answers.some((res) => res.status === 0 || res.status >= 500)) return;
      cart.uncertain = true;
      carts.splice(carts.indexOf(cart), 1);
    };

    async function cartStep() {
      if (carts.length === 0 || (carts.length < 3 && rnd() < 0.05)) {
        const res = await api.request('cart create', 'POST', '/api/cart');
        if (expectStatus('cart create', res, 201)) {
          const cart = { id: res.body.id, lines: new Map() };
          carts.push(cart);
          ledger.carts.push(cart);
        }
        return;
      }
      const cart = pick(rnd, carts);
      const held = [...cart.lines.keys()];
      const r = rnd();
      if (codes.length > 0 && rnd() < 0.05) {
        // A discount code applied to the cart (issue 44): refused only when every use of a limited one is taken.
        const code = pick(rnd, codes);
        const res = await api.request('cart code', 'PUT', `/api/cart/${cart.id}/discount-code`, { body: { code: code.code } });
        if (res.status === 200) {
          cart.code = code.code;
          if (res.body?.discount?.code !== code.code)
            ledger.violation(`cart ${cart.id}: code ${code.code} applied, the cart answered ${JSON.stringify(res.body?.discount)}`);
        } else if (res.status === 409 && code.usageLimit !== null && res.body?.message === messages.limitReached)
          refused(ledger, 'cart code: limit reached');
        else expectStatus('cart code', res, 200);
        setAsideIfUnclear(cart, res);
        return;
      }
      if (r < 0.4 || held.length === 0) {
        const product = pickProduct();
        const current = cart.lines.get(product.id) ?? 0;
        if (current >= MAX_LINE_QUANTITY - 4) return; // keep under the per-line limit: a 400 here would be our fault
        const add = (quantity) =>
          api.request('cart add', 'POST', `/api/cart/${cart.id}/items`, { body: { productId: product.id, quantity } });
        if (rnd() < 0.3) {
          // Two adds of the same product at once: both must count (no lost update, no double line).
          const answers = await Promise.all([add(1), add(1)]);
          const added = answers.filter((res) => cartAnswer('cart add', res) === true).length;
          if (added > 0) cart.lines.set(product.id, current + added);
          setAsideIfUnclear(cart, ...answers);
        } else {
          const quantity = 1 + Math.floor(rnd() * 3);
          const res = await add(quantity);
          if (cartAnswer('cart add', res) === true) cart.lines.set(product.id, current + quantity);
          setAsideIfUnclear(cart, res);
        }
      } else if (r < 0.65) {
        const productId = pick(rnd, held);
        const quantity = 1 + Math.floor(rnd() * 10);
        const res = await api.request('cart update', 'PUT', `/api/cart/${cart.id}/items/${productId}`, { body: { quantity } });
        // Out of stock refuses raising only (docs/spec.md §7.3): lowering is always allowed.
        const ok = quantity > cart.lines.get(productId) ? cartAnswer('cart update', res) : expectStatus('cart update', res, 200);
        if (ok === true) cart.lines.set(productId, quantity);
        setAsideIfUnclear(cart, res);
      } else if (r < 0.8) {
        const productId = pick(rnd, held);
        const pathname = `/api/cart/${cart.id}/items/${productId}`;
        const res = await api.request('cart remove', 'DELETE', pathname);
        // DELETE is idempotent, so a balancer may send it to a second instance when the first failed before
        // answering (docs/deployment.md); if the first had removed the line, the second says it is not there.
        // The line is gone either way; invariants.mjs checks that the balancer did pass that request on.
        if (res.status === 404 && res.body?.message === messages.notInCart) {
          ledger.removedTwice.push({ at: Date.now(), path: pathname });
          cart.lines.delete(productId);
        } else if (expectStatus('cart remove', res, 200)) cart.lines.delete(productId);
        setAsideIfUnclear(cart, res);
      } else {
        const res = await api.request('cart read', 'GET', `/api/cart/${cart.id}`);
        if (expectStatus('cart read', res, 200)) {
          const seen = new Map(res.body.items.map((item) => [item.productId, item.quantity]));
          const same = seen.size === cart.lines.size && [...cart.lines].every(([id, q]) => seen.get(id) === q);
          if (!same)
            ledger.violation(`cart ${cart.id} read ${JSON.stringify(res.body.items)}, expected ${JSON.stringify([...cart.lines])}`);
          if ((res.body.discount?.code ?? null) !== (cart.code ?? null))
            ledger.violation(`cart ${cart.id} read the code ${res.body.discount?.code ?? 'none'}, expected ${cart.code ?? 'none'}`);
        }
      }
    }

    /** One submission of an order: sent again with the same key after a 502, 503 or no answer, a few times. */
    async function submit(kind, key, body) {
      let ambiguous = false;
      for (let attempt = 1; ; attempt++) {
        const res = await api.request(kind, 'POST', '/api/orders', { body, headers: { 'idempotency-key': key } });
        const unanswered = res.status === 0 || res.status === 502 || res.status === 503;
        ambiguous ||= unanswered;
        if (!unanswered || attempt >= ORDER_ATTEMPTS) return { res, ambiguous, unanswered };
        ledger.faultRetries += 1;
        if (ledger.retries.length < 100_000) ledger.retries.push({ at: Date.now(), key, status: res.status });
        const retryAfter = Number(res.headers['retry-after']);
        await sleep(Math.min(2000, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 100 * 2 ** attempt));
      }
    }

    async function orderStep() {
      const count = 1 + Math.floor(rnd() * 3);
      const chosen = [...new Set(Array.from({ length: count }, pickProduct))];
      const items = chosen.map((p) => ({ productId: p.id, quantity: 1 + Math.floor(rnd() * 3), price: p.price }));
      const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
      // A fifth of the orders with a discount code (issue 44): its amount off the subtotal, shipping by the subtotal.
      const code = codes.length > 0 && rnd() < 0.2 ? pick(rnd, codes) : undefined;
      const total = subtotal - discountFor(code, subtotal) + shippingFor(subtotal);
      const key = `load-${runId}-${n}-${++orders}`;
      const body = {
        customerName: `Load Client ${n}`,
        customerEmail: `client${n}@example.test`,
        customerAddress: `${n} Throughput Street, Benchmark City`,
        totalAmount: total,
        items,
        status: 'pending',
        ...(code ? { discountCode: code.code } : {}),
      };
      ledger.keys.set(key, { items, total });
      const concurrent = rnd() < 0.1;
      const outcomes = concurrent
        ? await Promise.all([submit('order', key, body), submit('order retry', key, body)])
        : [await submit('order', key, body)];
      // A quarter of the others sent again once answered, as a customer pressing Place Order twice.
      const again = !concurrent && rnd() < 0.25;
      if (again) outcomes.push(await submit('order retry', key, body));
      if (concurrent) ledger.concurrentDuplicates += 1;
      if (concurrent || again) ledger.retriedKeys += 1;

      const ok = [];
      for (const { res, unanswered } of outcomes) {
        if (res.status === 200 || res.status === 201) ok.push(res);
        else if (res.status === 409 && orderRefusal(res.body?.message, items, code))
          refused(
            ledger,
            `order: ${res.body.message === messages.limitReached ? 'code limit reached' : res.body.message.startsWith('Only ') ? 'only N left' : 'out of stock'}`,
          );
        else if (!unanswered) expectStatus('order', res, 200, 201);
      }
      const ambiguous = outcomes.some((o) => o.ambiguous);
      if (ok.length === 0) {
        if (ambiguous) ledger.uncertainKeys.add(key);
        return;
      }
      const placed = ok.filter((res) => res.status === 201).length;
      if (placed > 1) ledger.violation(`order key ${key}: ${placed} answers said "created" (201)`);
      if (placed === 0 && !ambiguous) ledger.violation(`order key ${key}: acknowledged with 200 but no answer said "created" (201)`);
      // Sent again after an acknowledgement, the key replays the order (200), it is not judged again.
      const [first, second] = outcomes.map((o) => o.res);
      if (again && (first.status === 200 || first.status === 201) && second.status !== 200 && !outcomes[1].unanswered)
        ledger.violation(
          `order key ${key}: sent again after a ${first.status}, answered ${second.status} ${JSON.stringify(second.body)} (expected 200, the same order)`,
        );
      const ids = new Set(ok.map((res) => res.body?.id));
      if (ids.size !== 1) ledger.violation(`order key ${key}: answers named different orders ${[...ids].join(', ')}`);
      const want = items
        .map((i) => `${i.productId}x${i.quantity}@${i.price}`)
        .sort()
        .join(' ');
      for (const res of ok) {
        if (res.body?.totalAmount !== total)
          ledger.violation(`order key ${key}: answered total ${res.body?.totalAmount}, expected ${total}`);
        const got = (res.body?.items ?? [])
          .map((i) => `${i.productId}x${i.quantity}@${i.price}`)
          .sort()
          .join(' ');
        if (got !== want) ledger.violation(`order key ${key}: answered lines ${got}, sent ${want}`);
      }
      ledger.acknowledged.set(key, { id: ok[0].body?.id, total, items });
    }

    async function signInStep() {
      const res = await api.request('sign-in', 'POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
      if (!expectStatus('sign-in', res, 200)) return;
      const auth = { authorization: `Bearer ${res.body.token}` };
      const me = await api.request('me', 'GET', '/api/auth/me', { headers: auth });
      if (expectStatus('me', me, 200) && me.body.email !== member.email)
        ledger.violation(`/api/auth/me answered ${me.body.email} for ${member.email}`);
      if (rnd() < 0.5) expectStatus('sign-out', await api.request('sign-out', 'POST', '/api/auth/logout', { headers: auth }), 200);
    }

    return {
      n,
      carts,
      /** One operation of the mix: half catalogue reads, 28% cart changes, 15% orders, 7% sign-ins. */
      async step() {
        const r = rnd();
        if (r < 0.5) {
          const res = await api.request('catalogue', 'GET', pick(rnd, paths), { headers: { 'accept-encoding': 'gzip, br' } });
          expectStatus('catalogue', res, 200);
        } else if (r < 0.78) await cartStep();
        else if (r < 0.93) await orderStep();
        else await signInStep();
      },
    };
  }

  return {
    virtualClient,
    /** `connections` clients, each stepping until `deadline` (epoch ms) or the client's request cap. */
    async closedLoop(connections, deadline) {
      await Promise.all(
        Array.from({ length: connections }, async () => {
          const client = virtualClient();
          while (Date.now() < deadline && !api.exhausted) await client.step();
        }),
      );
    },
  };
}
