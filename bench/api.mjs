// `npm run bench:api`: drives the api on SQLite and on MariaDB. Prints requests per second, p50, p99 and errors per
// route; exits non-zero when a budget of docs/architecture.md §4 is missed. The budgets mean the same on every machine:
//   - reads under load (the catalogue reads, the list mix, the move check; 50 connections, autocannon's closed loop):
//     p99 <= RATIO x the p99 of the floor, a bare Express app answering a constant under the same load in the same run:
//     each window of the catalogue reads, the list mix and the move check has a window of the floor beside it;
//   - writes (puzzle and review moves, cart adds, orders): p99 at a fixed open-loop arrival rate (scripts/load/openLoop.mjs),
//     a rate any machine the site runs on must take; their closed-loop capacity is printed for information;
//   - a read alone (one connection: a cold list read, a search's first read): p99 <= 50 ms, its own work with no queue.
// Absolute milliseconds are printed beside every ratio. Loopback only; every run is bounded in time and count.
//   BENCH_DURATION  seconds per route (default 10)      BENCH_CONNECTIONS  the closed-loop capacity runs' connections (100)
//   BENCH_DATABASES sqlite,mysql (default both)          TEST_MYSQL_URL     server for the MariaDB run
//   BENCH_SCALE=1   also run the list reads over the scale seed (10,000 products; db/seed/scale.ts), and the next puzzle's
//                   choice over its 100,000 generated puzzles (`seed:scale -- --puzzles`)
//   BENCH_ONLY=moves only the floor and the move routes (the chapters', the puzzles' and the review's), to iterate on them
//   BENCH_ONLY=puzzles only the floor and the next puzzle's choice (with BENCH_SCALE=1, at 100,000 puzzles too)
//   BENCH_ONLY=lists only the floor and the list reads (with BENCH_SCALE=1, at 10,000 products too)
//   BENCH_API_FLAGS  Node flags for the measured apis, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile them, or
//                   "-r ./bench/watchApi.cjs" for their collections, event loop delay and allocations (its header says how)
//   BENCH_ANALYSING=1 a member's games under analysis from the floor alone to the list mix's end (bench/analysing.mjs):
//                   the same budgets, held while the api analyses; what was analysed meanwhile is printed under the reads
// The list reads (listReads) are measured three ways: the loaded mix (50 connections, popular reads repeat, p99 <= RATIO x
// the floor), a cold read alone (1 connection, every read new to the cache, p99 <= 50 ms) and capacity (50 connections,
// every read new to the cache: requests per second of one instance, for information).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LIST_COLLECTIONS, LIST_KIND_FILTERS, LIST_PAGE_SIZE, LIST_SORTS } from '@kingside/contracts';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { createClient } from '../scripts/load/client.mjs';
import { openLoop } from '../scripts/load/openLoop.mjs';
import { reportAnalysing, startAnalysing } from './analysing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const DATABASES = (process.env.BENCH_DATABASES || 'sqlite,mysql').split(',');
const MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
// docs/architecture.md §4. RATIO: a loaded read's p99 over the floor's, at the same connections in the same run.
const BUDGET = { ratio: 3, aloneP99Ms: 50 };
// Reads under load run at this many connections, the floor too.
const LOADED_CONNECTIONS = 50;
const SCALE = process.env.BENCH_SCALE === '1';
const ONLY_MOVES = process.env.BENCH_ONLY === 'moves';
const ONLY_PUZZLES = process.env.BENCH_ONLY === 'puzzles';
const ONLY_LISTS = process.env.BENCH_ONLY === 'lists';
// Issue 46: the reads' budgets held while a member's games are analysed (bench/analysing.mjs); the full run's reads only.
const ANALYSING = process.env.BENCH_ANALYSING === '1';
if (ANALYSING && process.env.BENCH_ONLY) throw new Error("BENCH_ANALYSING runs beside the full run's reads: leave BENCH_ONLY unset");
// docs/architecture.md §4: pages of the public lists and searches (docs/spec.md §7.12), each in the loaded mix at 50
// connections (p99 <= RATIO x the floor) and as a cold read alone (p99 <= 50 ms); capacity is printed for information.
const MIX = { pages: 'mix: a list page', searches: 'mix: a search' };
const COLD = { pages: 'cold: a list page, alone', searches: 'cold: a search, alone' };
const CAPACITY = { pages: 'capacity: list pages, uncached', searches: 'capacity: searches, uncached' };
// docs/architecture.md §4: each search's first read (its full-text query), read alone, p99 <= 50 ms.
const FIRST_SEARCH = "a search's first read";
const LIST_RATIO = new Set([MIX.pages, MIX.searches]);
const LIST_ALONE = new Set([COLD.pages, COLD.searches, FIRST_SEARCH]);
const LIST_INFO = new Set([CAPACITY.pages, CAPACITY.searches]);
const LIST_CONNECTIONS = LOADED_CONNECTIONS;
// docs/architecture.md §4: a move check (POST /api/lessons/{id}/chapters/{n}/moves), p99 <= RATIO x the floor at 50
// connections: a learner waits on it after every move.
const MOVE_CHECK = 'POST …/chapters/{n}/moves';
const PUZZLE_MOVES = 'POST /api/puzzles/{id}/moves';
const REVIEW_MOVES = 'POST /api/me/review/{id}/moves';
// docs/architecture.md §4: the next puzzle among two themes and a rating range, as a guest asks (GET /api/puzzles/next),
// p99 <= RATIO x the floor at 50 connections, over the set and, with BENCH_SCALE, over 100,000 puzzles.
const NEXT_PUZZLE = 'GET /api/puzzles/next?themes=a,b&min&max';
const NEXT_PUZZLE_AT_SCALE = `${NEXT_PUZZLE}, 100,000 puzzles`;
const CART_ADDS = 'POST /api/cart/{id}/items';
const ORDERS = 'POST /api/orders';
// docs/architecture.md §4: the writes, at a fixed open-loop arrival rate per route (requests per second), p99 within.
const OPEN_LOOP = [
  { name: PUZZLE_MOVES, rate: 100, p99Ms: 100 },
  { name: REVIEW_MOVES, rate: 100, p99Ms: 100 },
  { name: CART_ADDS, rate: 100, p99Ms: 100 },
  { name: ORDERS, rate: 20, p99Ms: 250 },
];
/** The open loop's most requests in flight (and sockets): an arrival finding all of them busy is dropped, and fails it. */
const OPEN_LOOP_MAX_OUTSTANDING = 200;
/** The unmeasured run at the rate before each measured one (openLoopRun). */
const OPEN_LOOP_WARM_UP_SECONDS = 3;
/** Answers an open-loop p99 is read from at least (a stage runs longer, up to four times, until it has them). */
const OPEN_LOOP_MIN_SAMPLES = 500;
// The floor: the reads' load on a bare Express app of the api's version, express.json() and a constant answer. No route
// of this stack can answer faster on the machine at hand, whatever its own work: the loaded reads' budget is a multiple of it.
const EXPRESS_FLOOR = 'floor: bare Express, a constant';
const EXPRESS_FLOOR_APP = `const express = require('express');
const app = express();
app.use(express.json({ limit: '100kb' }));
app.get('/ready', (_req, res) => res.json({ ready: true }));
app.post('/moves', (_req, res) => res.set('Cache-Control', 'no-store').json({ correct: true, complete: false }));
app.listen(Number(process.argv[1]), '127.0.0.1');`;
/** Members the training bench plays as (beside as many guests), each with a review card per puzzle played. */
const TRAINING_MEMBERS = 25;
const TRAINING_PUZZLES = 40;
// The loaded reads' budget (docs/architecture.md §4): the catalogue reads and the move check, p99 <= RATIO x the floor.
// Closed-loop runs of the writes and the cart read are capacity, for information (zero errors is still checked): under
// a closed loop their latency is set by Little's law (p50 ≈ connections ÷ throughput); their budget is the open loop's.
const CATALOGUE = new Set(['GET /api/products', 'GET /api/lessons', 'GET /api/blog-posts/{id}']);
const RATIO_BUDGETED = new Set([...CATALOGUE, MOVE_CHECK, NEXT_PUZZLE, NEXT_PUZZLE_AT_SCALE]);
/** What a browser sends: the catalogue and list reads are measured compressed, as a visitor gets them (app.ts's compression). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

const ADMIN = { email: 'admin@bench.example', password: 'bench-admin-password' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The api on `port`, its metrics listener (docs/observability.md) on port + 1000. */
async function startApi(port, databaseUrl) {
  if (!fs.existsSync(path.join(root, 'api/dist/server.js'))) throw new Error('Build first: npm run build (or npx tsc -b api)');
  const flags = process.env.BENCH_API_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, 'api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      METRICS_PORT: String(port + 1000),
      DATABASE_URL: databaseUrl,
      WEB_ROOT: 'none',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      MOVES_RATE_LIMIT: '1000000000',
      SESSION_SECRET: 'bench',
      SECRETS_KEY: 'b'.repeat(64),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OUTBOX_DIR: OUTBOX,
      SMTP_URL: '',
    },
  });
  await waitFor(`http://127.0.0.1:${port}/api/ready`);
  return child;
}

/**
 * Latency percentiles from every successful response's own time, to the microsecond: autocannon's histogram keeps whole
 * milliseconds, too coarse for p99s of a few.
 */
function percentile(sorted, share) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : NaN;
}

/** A figure in milliseconds as printed: two decimals. */
const ms = (value) => value.toFixed(2);

/**
 * One autocannon run: its requests per second, the time of every successful response, and its failures. A request
 * whose setupRequest names a `kind` in its connection's context is also counted under that kind (`kinds`): each
 * connection has one request in flight, and autocannon reports a response before the connection sets up its next.
 */
function measure(options) {
  const times = [];
  const statuses = {};
  const kinds = {};
  const kind = (name) => (kinds[name] ??= { times: [], errors: 0, statuses: {} });
  const count = (counts, status) => (counts[status] = (counts[status] ?? 0) + 1);
  const connections = options.connections ?? CONNECTIONS;
  // The ramp: until every connection has had its first answer. A busy Node server accepts about one new connection per
  // turn of its event loop, so a window's last connections wait for their first answer up to a second behind the
  // others on the slower machine (a turn there serves every open connection once); that wait is the window's opening,
  // longer the costlier the route, not the route under load. Each window's times start after it.
  const answered = new Set();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      // Connection errors and timeouts have no kind: each kind is charged with all of them.
      for (const k of Object.values(kinds)) k.errors += result.errors + result.timeouts;
      resolve({
        rps: result.requests.average,
        seconds: result.duration,
        times,
        statuses,
        kinds,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    instance.on('response', (client, status, _bytes, responseTime) => {
      const ok = status >= 200 && status < 300;
      if (answered.size < connections) {
        answered.add(client);
        if (ok) return;
      }
      if (ok) times.push(responseTime);
      else count(statuses, status);
      const name = client.requestIterator.context.kind;
      if (!name) return;
      if (ok) kind(name).times.push(responseTime);
      else {
        kind(name).errors++;
        count(kind(name).statuses, status);
      }
    });
  });
}

/** A route's figures from one or more runs of it: their mean requests per second, percentiles of all their times. */
function figures(name, runs) {
  const sorted = Float64Array.from(runs.flatMap((r) => r.times)).sort();
  return {
    name,
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

const run = async (name, options) => figures(name, [await measure(options)]);

/**
 * A route under load, measured as the list reads are (windowed): ROUNDS windows of DURATION / ROUNDS seconds, its p99
 * the median of theirs. With `floor` (startFloor), a window of the floor comes beside each of the route's, first and
 * second in turn, and the route's ratio is to the p99 of those windows: a machine shared with others drifts over a
 * run of minutes, and the route and its reference then meet the same moments of it.
 */
async function loaded(name, options, floor) {
  const runs = [];
  const floorRuns = [];
  for (let i = 0; i < ROUNDS; i++) {
    const window = { duration: DURATION / ROUNDS };
    if (floor && i % 2 === 0) floorRuns.push(await floor.measure(window));
    runs.push(await measure({ ...options, ...window }));
    if (floor && i % 2 === 1) floorRuns.push(await floor.measure(window));
  }
  const route = windowed(name, runs, options.connections);
  return floor ? { ...route, floor: windowed(EXPRESS_FLOOR, floorRuns, options.connections) } : route;
}

async function benchDatabase(label, databaseUrl, apiPort, scaled) {
  const api = await startApi(apiPort, databaseUrl);
  const base = `http://127.0.0.1:${apiPort}`;
  const floorApp = await startFloor(apiPort + 9);
  try {
    if (ONLY_PUZZLES) {
      // Unmeasured first, as the other reads warm the api in the full run.
      await nextPuzzles(base);
      const floor = await floorApp.figures();
      const results = [floor, await nextPuzzles(base, floorApp)];
      if (scaled) {
        await nextPuzzles(scaled.base);
        results.push(await nextPuzzles(scaled.base, floorApp, NEXT_PUZZLE_AT_SCALE));
      }
      return { label, floor, results, writes: [], lists: null };
    }
    if (ONLY_MOVES) {
      // In the full run the move routes come after a minute of other reads: a first run, not measured, warms the api as those do.
      await moveChecks(base);
      const floor = await floorApp.figures();
      const training = await trainingRequests(base);
      const results = [floor, await moveChecks(base, floorApp), ...(await capacity(base, training))];
      const writes = [];
      for (const write of OPEN_LOOP.filter((w) => training[w.name])) writes.push(await openLoopRun(base, write, training[write.name]));
      return { label, floor, results, writes, lists: null };
    }
    const products = await (await fetch(`${base}/api/products`)).json();
    const lists = (afterMix) => listsOf({ label, databaseUrl, api: { base, pid: api.pid }, products, floorApp, scaled, afterMix });
    if (ONLY_LISTS) {
      const floor = await floorApp.figures();
      return { label, floor, results: [floor], writes: [], lists: await lists() };
    }
    const inStock = products.filter((p) => p.inStock);
    const posts = await (await fetch(`${base}/api/blog-posts`)).json();
    const newCart = async () => (await (await fetch(`${base}/api/cart`, { method: 'POST' })).json()).id;
    const readCart = await newCart();
    for (const product of inStock.slice(0, 3)) {
      await fetch(`${base}/api/cart/${readCart}/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: product.id, quantity: 1 }),
      });
    }
    await stockUp(base, inStock);
    // One valid order body per in-stock product, so the server's repricing agrees with it.
    const orderBodies = inStock.map((p) => {
      const subtotal = p.price * 2;
      const shipping = subtotal >= 5000 ? 0 : 999;
      return {
        customerName: 'Bench Customer',
        customerEmail: 'bench@example.com',
        customerAddress: '1 Load Street, Testville',
        totalAmount: subtotal + shipping,
        items: [{ productId: p.id, quantity: 2, price: p.price }],
        status: 'pending',
      };
    });
    // Cart adds go round 200 carts, each run its own (a line holds at most 99 of a product), one product after another.
    const cartAdds = async () => {
      const carts = [];
      for (let i = 0; i < 200; i++) carts.push(await newCart());
      return (n) => ({
        path: `/api/cart/${carts[n % carts.length]}/items`,
        json: { productId: inStock[Math.floor(n / carts.length) % inStock.length].id, quantity: 1 },
        headers: JSON_HEADERS,
      });
    };
    const orders = (n) => ({
      path: '/api/orders',
      json: orderBodies[n % orderBodies.length],
      headers: { ...JSON_HEADERS, 'idempotency-key': randomUUID() },
    });

    // BENCH_ANALYSING: a member's games under analysis from here to the list mix's end, the floor's windows included (its
    // figures are the reads' reference), then analysed to the last before the cold reads (listReads' afterMix).
    const analysing = ANALYSING
      ? await startAnalysing({ base, token: await benchMember(base, 'analyst'), pid: api.pid, random: seeded(ANALYSIS_SEED) })
      : null;
    let analysed = null;
    const afterMix = async () => {
      if (!analysing) return;
      analysed = await analysing.stop();
      await analysing.drain();
    };
    // The floor alone first, for information and for the list reads' ratio; each loaded read is measured beside windows
    // of its own (loaded's `floor`).
    const floor = await floorApp.figures();
    const results = [floor];
    const read = (name, url) => loaded(name, { url, connections: LOADED_CONNECTIONS, headers: BROWSER_ENCODINGS }, floorApp);
    results.push(await read('GET /api/products', `${base}/api/products`));
    results.push(await read('GET /api/lessons', `${base}/api/lessons`));
    results.push(await read('GET /api/blog-posts/{id}', `${base}/api/blog-posts/${posts[0].id}`));
    const listFigures = { ...(await lists(afterMix)), analysed };
    results.push(await moveChecks(base, floorApp));
    // Unmeasured first, as with BENCH_ONLY=puzzles: a guest's first ask starts the read of the choice's ladders
    // (api/src/training/choiceIndex.ts), and until they are ready the statement answers; the budget is the route's steady state.
    await nextPuzzles(base);
    results.push(await nextPuzzles(base, floorApp));
    if (scaled) {
      await nextPuzzles(scaled.base);
      results.push(await nextPuzzles(scaled.base, floorApp, NEXT_PUZZLE_AT_SCALE));
    }
    // The writes at their arrival rates first, then their closed-loop capacity, whose queued work (SQLite's one writer,
    // the order mails) outlasts its run.
    const writing = { ...(await trainingRequests(base)), [CART_ADDS]: await cartAdds(), [ORDERS]: orders };
    const writes = [];
    for (const write of OPEN_LOOP) writes.push(await openLoopRun(base, write, writing[write.name]));
    results.push(...(await capacity(base, { ...writing, [CART_ADDS]: await cartAdds() }, readCart)));
    return { label, floor, results, writes, lists: listFigures };
  } finally {
    await floorApp.stop();
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

/**
 * The list reads (listReads) of one database's api and, with BENCH_SCALE, of the scale seed's beside it, whose figures go
 * into `scaled`; returns the first api's, labelled with its number of products.
 */
async function listsOf({ label, databaseUrl, api, products, floorApp, scaled, afterMix }) {
  const database = await databasePid(databaseUrl);
  const apis = [{ ...api, databasePid: database }];
  if (scaled) apis.push({ base: scaled.base, pid: scaled.pid, databasePid: database });
  const [own, atScale] = await listReads(apis, floorApp, afterMix);
  if (scaled) Object.assign(scaled, atScale);
  return { label: `${label} at ${products.length.toLocaleString('en-US')} products`, ...own };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The closed-loop capacity of the writes (and of a cart read), for information: `requests` names each write's requests. */
async function capacity(base, requests, readCart) {
  const results = [];
  const closed = async (name, connections) => {
    let n = 0;
    const next = requests[name];
    const result = await run(name, {
      url: base,
      connections,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const { path, json, headers } = next(n++);
            // A copy: autocannon writes Content-Length into the headers it is given.
            return { ...request, path, headers: { ...request.headers, ...headers }, body: JSON.stringify(json) };
          },
        },
      ],
    });
    return { ...result, connections };
  };
  results.push(await closed(PUZZLE_MOVES, LOADED_CONNECTIONS), await closed(REVIEW_MOVES, LOADED_CONNECTIONS));
  if (readCart) results.push({ ...(await run('GET /api/cart/{id}', { url: `${base}/api/cart/${readCart}` })), connections: CONNECTIONS });
  if (requests[CART_ADDS]) results.push(await closed(CART_ADDS, CONNECTIONS));
  if (requests[ORDERS]) results.push(await closed(ORDERS, CONNECTIONS));
  return results;
}

/**
 * One write at its fixed arrival rate (scripts/load/openLoop.mjs: Poisson arrivals, one stage, whatever the answers'
 * latency): its p50 and p99 over at least OPEN_LOOP_MIN_SAMPLES answers, its errors (any answer but a 2xx, or none),
 * and the arrivals dropped for want of a free client. `next(n)` is the n-th request.
 */
async function openLoopRun(base, { name, rate, p99Ms }, next) {
  const client = createClient({
    baseUrl: base,
    connections: OPEN_LOOP_MAX_OUTSTANDING,
    sinks: [],
    timeoutMs: 10_000,
    maxRequests: rate * (DURATION * 4 + OPEN_LOOP_WARM_UP_SECONDS * 4 + 5) + OPEN_LOOP_MIN_SAMPLES,
  });
  let n = 0;
  const traffic = {
    virtualClient: () => ({
      step: async () => {
        const { path, json, headers } = next(n++);
        await client.request(name, 'POST', path, { body: json, headers });
      },
    }),
  };
  const runStage = (stageSeconds, minSamples) =>
    openLoop({
      traffic,
      api: client,
      routes: { [name]: [name] },
      p99Ms,
      startRate: rate,
      maxStages: 1,
      stageSeconds,
      minSamples,
      maxSeconds: 4 * stageSeconds + 5,
      maxOutstanding: OPEN_LOOP_MAX_OUTSTANDING,
    });
  try {
    // Not measured: the route's first seconds at the rate, while V8 compiles its code and the client opens its sockets.
    // Measured here, a route's first 10 s at 100/s had a p99 two to four times its later runs' (cart adds 139 ms, then
    // 36 and 40 ms): the slowest 1 % were the warm-up, which no api that has served for a minute pays.
    await runStage(OPEN_LOOP_WARM_UP_SECONDS, 0);
    // ROUNDS windows, the p99 the median of theirs, as for the loaded reads (windowed).
    const stages = [];
    for (let i = 0; i < ROUNDS; i++) stages.push(...(await runStage(DURATION / ROUNDS, OPEN_LOOP_MIN_SAMPLES / ROUNDS)).stages);
    const statuses = {};
    let errors = 0;
    for (const stage of stages) {
      const entry = stage.kinds.kinds.get(name);
      errors += entry?.errors ?? 0;
      for (const [status, n] of entry?.statuses ?? []) {
        if (status >= 200 && status < 300) continue;
        statuses[status] = (statuses[status] ?? 0) + n;
        errors += n;
      }
    }
    const latencies = Float64Array.from(stages.flatMap((stage) => stage.kinds.kinds.get(name)?.latencies ?? [])).sort();
    const p99s = Float64Array.from(stages, (stage) => stage.routes[name].p99).sort();
    return {
      name,
      rate,
      p99Ms,
      achieved: stages.reduce((sum, stage) => sum + stage.achieved, 0) / stages.length,
      count: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(p99s, 0.5),
      errors,
      statuses,
      dropped: stages.reduce((sum, stage) => sum + stage.dropped, 0),
    };
  } finally {
    client.close();
  }
}

/**
 * Orders take stock (docs/spec.md §7.4), and the order run places thousands: every product it orders gets stock
 * enough first, through the back office as an administrator would (sign in, read the version, PATCH with If-Match),
 * so that its figures are orders placed and not 409 "Only N left of …".
 */
async function stockUp(base, products) {
  const signIn = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const { token } = await signIn.json();
  if (!token) throw new Error(`the bench could not sign in as its administrator (${signIn.status})`);
  const auth = { authorization: `Bearer ${token}` };
  for (const product of products) {
    const read = await fetch(`${base}/api/admin/products/${product.id}`, { headers: auth });
    const patched = await fetch(`${base}/api/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json', 'if-match': read.headers.get('etag') },
      body: JSON.stringify({ stock: 1_000_000 }),
    });
    if (!patched.ok) throw new Error(`the bench could not stock up product ${product.id} (${patched.status})`);
  }
}

/**
 * Move checks as guests play them (no token: nothing is written): every learner step of every chapter of the first
 * courses, half right (the moves so far, ending on the solution's move) and half a legal wrong move, which the
 * api counts as a miss. The solutions come from the compiled content (api/dist), never from the api.
 */
async function moveChecks(base, floor) {
  const { COURSE_CHAPTERS } = await import(pathToFileURL(path.join(root, 'api/dist/lessons/content/index.js')).href);
  const { Chess } = await import('chess.js');
  const bodies = [];
  for (const lessonId of [1, 7, 9, 13]) {
    for (const chapter of COURSE_CHAPTERS[lessonId]) {
      const { solution } = chapter.exercise;
      for (let step = 0; step < solution.length; step += 2) {
        const path = `/api/lessons/${lessonId}/chapters/${chapter.number}/moves`;
        bodies.push({ path, body: JSON.stringify({ moves: solution.slice(0, step + 1) }) });
        const board = new Chess(chapter.fen);
        for (const move of solution.slice(0, step)) board.move(move);
        const accepted = [new Chess(board.fen()).move(solution[step]).san, ...(chapter.exercise.alternatives?.[step] ?? [])];
        const wrong = board.moves().find((san) => !accepted.includes(san));
        if (wrong) bodies.push({ path, body: JSON.stringify({ moves: [...solution.slice(0, step), wrong] }) });
      }
    }
  }
  let k = 0;
  return loaded(
    MOVE_CHECK,
    {
      url: base,
      connections: LOADED_CONNECTIONS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, ...bodies[k++ % bodies.length] }),
        },
      ],
    },
    floor,
  );
}

/**
 * The next puzzle as guests choose it (docs/spec.md §7.15): two themes and a rating range each time, taking turns over
 * every pair of themes and four ranges for which the set holds at least eight puzzles (read from the compiled content,
 * api/dist), so that every answer is a puzzle and never the 404 of an empty choice. Over the scale seed's api the same
 * choices meet 100,000 more puzzles (the set's positions, their ratings spread: api/src/seed/scale.ts).
 */
async function nextPuzzles(base, floor, name = NEXT_PUZZLE) {
  const { PUZZLES } = await import(pathToFileURL(path.join(root, 'api/dist/training/puzzles/content/index.js')).href);
  const themes = [...new Set(PUZZLES.flatMap((puzzle) => puzzle.themes))].sort();
  const ranges = [
    [1000, 1400],
    [1200, 1600],
    [1400, 1800],
    [1600, 2000],
  ];
  const paths = [];
  for (const [i, a] of themes.entries())
    for (const b of themes.slice(i + 1))
      for (const [min, max] of ranges) {
        const matching = PUZZLES.filter((p) => (p.themes.includes(a) || p.themes.includes(b)) && p.rating >= min && p.rating <= max);
        if (matching.length >= 8) paths.push(`/api/puzzles/next?themes=${a},${b}&min=${min}&max=${max}`);
      }
  if (paths.length === 0) throw new Error('no pair of themes and range holds eight puzzles of the set');
  let k = 0;
  return loaded(
    name,
    {
      url: base,
      connections: LOADED_CONNECTIONS,
      headers: BROWSER_ENCODINGS,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[k++ % paths.length] }) }],
    },
    floor,
  );
}

/**
 * EXPRESS_FLOOR in its own process (express resolved as the api resolves it), up for a database's whole run: `measure`
 * runs one window of it at the loaded reads' connections (loaded's `floor`).
 */
async function startFloor(port) {
  const app = spawn(process.execPath, ['-e', EXPRESS_FLOOR_APP, String(port)], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const options = {
    url: `http://127.0.0.1:${port}/moves`,
    connections: LOADED_CONNECTIONS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ moves: ['e4'] }),
  };
  const stop = async () => {
    app.kill('SIGTERM');
    if (app.exitCode === null) await new Promise((resolve) => app.once('exit', resolve));
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/ready`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { measure: (window) => measure({ ...options, ...window }), figures: () => loaded(EXPRESS_FLOOR, options), stop };
}

/** Where the bench's apis write their mail (no SMTP): the verification links the bench's members follow. */
const OUTBOX = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-bench-outbox-'));

/** A member of the api at `base`, as a visitor becomes one: registered, verified by the e-mailed link, signed in. */
async function benchMember(base, name) {
  const email = `${name}-${process.pid}-${base.split(':').at(-1)}@bench.example`;
  const password = 'bench member passphrase 7';
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Trainer',
      username: `${name}_${process.pid}_${base.split(':').at(-1)}`,
      email,
      password,
    }),
  });
  if (registered.status !== 201) throw new Error(`the bench could not register ${email} (${registered.status})`);
  let link;
  for (let tries = 0; tries < 100 && !link; tries += 1) {
    const mails = fs.readdirSync(OUTBOX).filter((file) => file.endsWith('.json'));
    const mail = mails.map((file) => JSON.parse(fs.readFileSync(path.join(OUTBOX, file), 'utf8'))).find((entry) => entry.to === email);
    link = mail && /https?:\/\/\S+verify-email\?token=\S+/.exec(mail.text)?.[0];
    if (!link) await sleep(50);
  }
  if (!link) throw new Error(`no verification mail reached ${email}`);
  await fetch(link, { redirect: 'manual' });
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (!login.ok) throw new Error(`the bench could not sign in ${email} (${login.status})`);
  return (await login.json()).token;
}

/** The first learner step of a puzzle, right and wrong: what a learner's first move is. */
async function firstMoves(puzzle) {
  const { Chess } = await import('chess.js');
  const board = new Chess(puzzle.fen);
  const right = puzzle.solution[0];
  const accepted = [new Chess(puzzle.fen).move(right).san, ...(puzzle.alternatives?.[0] ?? [])];
  return { right, wrong: board.moves().find((san) => !accepted.includes(san)) };
}

/**
 * Training's moves as learners play them (docs/spec.md §7.15): the first move of the set's puzzles, right and wrong,
 * half by guests and half by members, whose first try at each puzzle is rated (a write, once) and whose misses enter
 * their deck; then members answering their review cards, right (a single-move card is answered: an FSRS write) and
 * wrong. The members register, verify and sign in as visitors do, and miss each puzzle once, which fills their decks.
 * Returns each route's n-th request ({ path, json, headers }).
 */
async function trainingRequests(base) {
  const { PUZZLES } = await import(pathToFileURL(path.join(root, 'api/dist/training/puzzles/content/index.js')).href);
  const puzzles = PUZZLES.slice(0, TRAINING_PUZZLES);
  const moves = await Promise.all(puzzles.map(firstMoves));
  const members = [];
  for (let i = 0; i < TRAINING_MEMBERS; i += 1) {
    const token = await benchMember(base, `trainer${i}`);
    const headers = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
    // Each member misses every puzzle once: their first tries are rated and the positions enter their deck.
    for (const [p, puzzle] of puzzles.entries()) {
      const missed = await fetch(`${base}/api/puzzles/${puzzle.id}/moves`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ moves: [moves[p].wrong] }),
      });
      if (!missed.ok) throw new Error(`the bench could not miss puzzle ${puzzle.id} (${missed.status})`);
    }
    const { cards } = await (await fetch(`${base}/api/me/review`, { headers })).json();
    members.push({
      headers,
      cards: cards.map((card) => ({ id: card.id, p: puzzles.findIndex((puzzle) => puzzle.id === card.origin.puzzleId) })),
    });
  }

  const puzzleBodies = puzzles.flatMap((puzzle, p) =>
    [moves[p].right, moves[p].wrong].filter(Boolean).map((move) => ({ path: `/api/puzzles/${puzzle.id}/moves`, json: { moves: [move] } })),
  );
  const reviewBodies = members.flatMap(({ headers, cards }) =>
    cards.flatMap(({ id, p }) =>
      [moves[p].right, moves[p].wrong]
        .filter(Boolean)
        .map((move) => ({ path: `/api/me/review/${id}/moves`, json: { moves: [move] }, headers })),
    ),
  );
  return {
    // Every other request a guest's, the others each member's in turn.
    [PUZZLE_MOVES]: (n) => ({
      ...puzzleBodies[Math.floor(n / 2) % puzzleBodies.length],
      headers: members[n % (2 * members.length)]?.headers ?? JSON_HEADERS,
    }),
    [REVIEW_MOVES]: (n) => reviewBodies[n % reviewBodies.length],
  };
}

/** Words and prefixes a shopper types, alone and in pairs: the searches of every list read below. */
const SEARCH_TERMS = (() => {
  const words = ['walnut', 'clock', 'staunton', 'board', 'set', 'book', 'tournament', 'travel', 'magnetic', 'maple'];
  const prefixes = ['tou', 'mag', 'che', 'wal', 'end', 'ope', 'clo', 'boa', 'puz', 'ros'];
  return [...words, ...prefixes, ...words.flatMap((a) => prefixes.map((b) => `${a} ${b}`))];
})();
const pathOf = (collection, params) =>
  `${collection}?${new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined))}`;

/**
 * Reads of one page of a public list, none asked twice in a run (tens of thousands of them, every sort, filter and
 * offset at ten page sizes), so every one is answered by the database: the cold and capacity figures. Searches:
 * SEARCH_TERMS across sorts and categories.
 */
function listQueries() {
  const categories = ['', ...LIST_KIND_FILTERS.products.options];
  const sorts = ['', ...LIST_SORTS.products];
  const query = (params) => pathOf(LIST_COLLECTIONS.products, params);
  // 25 to 34 items: never the page size (24) of the first searches and the mix.
  const limits = Array.from({ length: 10 }, (_, i) => 25 + i);
  const pages = [];
  for (const limit of limits)
    for (let offset = 0; offset < 24 * 100; offset += 24)
      for (const sort of sorts) for (const category of categories) pages.push(query({ limit, offset, sort, category }));
  const searches = [];
  for (const limit of limits)
    for (const q of SEARCH_TERMS)
      for (const sort of sorts)
        for (const category of categories) for (const offset of [0, 24]) searches.push(query({ limit, offset, q, sort, category }));
  // A shopper's first search: the first page, most relevant first.
  const firstSearches = SEARCH_TERMS.map((q) => query({ limit: LIST_PAGE_SIZE, q }));
  return { pages, searches, firstSearches };
}

/**
 * The loaded mix: what visitors ask, drawn from a fixed distribution with a fixed seed. Its variants are the pages of
 * the public lists that have items (every list, filter and sort, the first MIX_LIST_PAGES pages) and the searches of
 * SEARCH_TERMS on /api/products (every sort, the first MIX_SEARCH_PAGES pages, one page for a search matching
 * nothing), all at the site's page size. Popularity is Zipf-like: the variant of rank k is asked with weight 1 / k^s.
 * The ranking takes list pages and searches in turn, so each is about half the traffic, each class in its own order:
 * earlier pages first (page 1 of anything before any page 2), a seeded shuffle among the same page. The popular
 * variants repeat and are answered by the response cache; the long tail goes to the database. The mix starts from a
 * cache that holds only the first searches' reads, so its hit ratio (printed, from the api's metrics) is that of its run.
 */
const MIX_SEED = 31;
/** BENCH_ANALYSING's games: random legal moves from this seed (bench/analysing.mjs). */
const ANALYSIS_SEED = 46;
const MIX_ZIPF_S = 1;
const MIX_LIST_PAGES = 20;
const MIX_SEARCH_PAGES = 5;
/**
 * The mix is counted in draws, not seconds: its warm-up, then each of its ROUNDS windows. Which variants are asked for
 * the first time (the misses) then depends on the sequence alone, the same on every machine; timed, a slower machine
 * would warm up on fewer draws and measure more misses. The warm-up is as many draws as the windows hold; how the
 * window's count was chosen is in bench/README.md (the list mix at 10,000 products).
 */
const MIX_WINDOW_DRAWS = 5_000;

/** mulberry32: a small seeded generator, the same sequence on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `variants` ranked: a seeded shuffle, then by page, stably. */
function ranked(variants, random) {
  const order = [...variants];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order.sort((a, b) => a.page - b.page);
}

/** The mix's variants on one api: its lists' sizes read from X-Total-Count, its searches' from their first reads. */
async function mixVariants(base, searchTotals) {
  const pages = [];
  for (const [kind, collection] of Object.entries(LIST_COLLECTIONS)) {
    const { param, options } = LIST_KIND_FILTERS[kind];
    for (const filter of ['', ...options]) {
      const response = await fetch(`${base}${pathOf(collection, { limit: 1, [param]: filter })}`);
      await response.arrayBuffer();
      const count = Math.min(MIX_LIST_PAGES, Math.ceil(Number(response.headers.get('x-total-count')) / LIST_PAGE_SIZE));
      for (const sort of ['', ...LIST_SORTS[kind]])
        for (let page = 0; page < count; page++)
          pages.push({ page, path: pathOf(collection, { limit: LIST_PAGE_SIZE, offset: page * LIST_PAGE_SIZE, sort, [param]: filter }) });
    }
  }
  const searches = [];
  for (const [q, total] of searchTotals) {
    const count = Math.max(1, Math.min(MIX_SEARCH_PAGES, Math.ceil(total / LIST_PAGE_SIZE)));
    for (const sort of ['', ...LIST_SORTS.products])
      for (let page = 0; page < count; page++)
        searches.push({ page, path: pathOf(LIST_COLLECTIONS.products, { limit: LIST_PAGE_SIZE, offset: page * LIST_PAGE_SIZE, q, sort }) });
  }
  const random = seeded(MIX_SEED);
  const [rankedPages, rankedSearches] = [ranked(pages, random), ranked(searches, random)];
  const variants = [];
  for (let i = 0; i < Math.max(pages.length, searches.length); i++) {
    if (i < rankedPages.length) variants.push({ kind: 'pages', path: rankedPages[i].path });
    if (i < rankedSearches.length) variants.push({ kind: 'searches', path: rankedSearches[i].path });
  }
  return variants;
}

/** Draws from `variants` by their Zipf weights, in the same sequence on every run. */
function zipfDraws(variants) {
  const cumulative = new Float64Array(variants.length);
  let sum = 0;
  for (let k = 0; k < variants.length; k++) cumulative[k] = sum += 1 / (k + 1) ** MIX_ZIPF_S;
  const random = seeded(MIX_SEED + 1);
  return () => {
    const target = random() * sum;
    let [low, high] = [0, variants.length - 1];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return variants[low];
  };
}

/** The catalogue cache's lookups so far, read from the api's metrics listener (kingside_catalogue_cache_requests_total). */
async function cacheLookups(metricsBase) {
  const text = await (await fetch(`${metricsBase}/metrics`)).text();
  const count = (outcome) =>
    Number(text.match(new RegExp(`^kingside_catalogue_cache_requests_total\\{outcome="${outcome}"\\} (\\S+)$`, 'm'))?.[1]);
  return { hit: count('hit'), miss: count('miss') };
}

/** CPU seconds a process has used (user + system, Linux's /proc in clock ticks of 1/100 s), or NaN elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The MariaDB server's process (its pid file), whose CPU a MariaDB run also reports; undefined when it is not local. */
async function databasePid(databaseUrl) {
  const url = new URL(databaseUrl);
  if (!databaseUrl.startsWith('mysql:') || !['127.0.0.1', 'localhost'].includes(url.hostname)) return undefined;
  const conn = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  try {
    const [[{ file }]] = await conn.query('SELECT @@pid_file AS file');
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  } finally {
    await conn.end();
  }
}

/**
 * Seconds of page reads, not measured, before the measured list reads, in every process alike: the scale seed's api is
 * fresh, and its figures would otherwise hold the process's start (code not yet optimised, its heap growing).
 */
const WARM_UP_S = 3;

/**
 * Searches the warm-up asks too, one at a time, ranked and sorted: words of the scale seed's text that no measured search
 * holds (SEARCH_TERMS), so no measured read finds its answer or its matches kept. Without them a search's first read
 * would hold the process's first search (its code compiled, its statements prepared), which costs several times any
 * other first read (bench/README.md), as the page reads' warm-up keeps the process's start out of theirs.
 */
const WARM_UP_SEARCH_WORDS = ['oak', 'mahogany', 'wood', 'stone', 'porcelain', 'compact'];

async function warmUpSearches(base) {
  const words = WARM_UP_SEARCH_WORDS;
  const terms = [...words, ...words.flatMap((a, i) => words.slice(i + 1).map((b) => `${a} ${b}`))];
  for (const q of terms)
    for (const sort of ['', LIST_SORTS.products[0]]) {
      const response = await fetch(`${base}${pathOf(LIST_COLLECTIONS.products, { limit: LIST_PAGE_SIZE, q, sort })}`, {
        headers: BROWSER_ENCODINGS,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the warm-up's search for "${q}" answered ${response.status}`);
    }
}

/**
 * Each search's first read, one at a time on one connection: its full-text query and nothing queued before it. Its cost
 * is the engine's first pass over the search and grows with the matches (a prefix matching most of 10,000 products
 * costs the most), so it is budgeted alone. Also returns each search's number of matches, for the mix.
 */
async function firstSearches(base, paths) {
  const times = [];
  const totals = new Map();
  let errors = 0;
  const started = performance.now();
  for (const [i, path] of paths.entries()) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: BROWSER_ENCODINGS });
    await response.arrayBuffer();
    if (response.ok) times.push(performance.now() - start);
    else errors++;
    totals.set(SEARCH_TERMS[i], Number(response.headers.get('x-total-count')) || 0);
  }
  const rps = paths.length / ((performance.now() - started) / 1000);
  return { first: { ...figures(FIRST_SEARCH, [{ rps, times, errors }]), connections: 1 }, totals };
}

/**
 * The list reads of the 18-product api and, with BENCH_SCALE, of the scale seed's: ROUNDS windows each, taking turns,
 * and a figure's p99 is the median of its windows' p99s, so that one window's stall (a neighbour's burst on a shared
 * machine, a collection) does not make it.
 */
const ROUNDS = 5;

/** A list read's figures over its windows: p50 of all their times, p99 the median of theirs; CPU per request if known. */
function windowed(name, runs, connections, cpu) {
  const p99s = Float64Array.from(runs, (r) => figures(name, [r]).p99).sort();
  const requests = runs.reduce((sum, r) => sum + r.times.length + r.errors, 0);
  const perRequest = (seconds) => (requests ? (seconds * 1000) / requests : NaN);
  return {
    ...figures(name, runs),
    p99: percentile(p99s, 0.5),
    connections,
    // The statuses of the answers that were not 2xx, over all windows (an error without one is a timeout or a refused connection).
    statuses: runs.reduce((all, r) => {
      for (const [status, n] of Object.entries(r.statuses ?? {})) all[status] = (all[status] ?? 0) + n;
      return all;
    }, {}),
    cpuMs: cpu && { api: perRequest(cpu.api), database: perRequest(cpu.database) },
  };
}

/**
 * The list reads of each api (`{ base, pid, databasePid }`), in this order: the warm-up; each search's first read; the
 * loaded mix, after a warm-up of its own; the cold reads (one connection); capacity (every read a miss at LIST_CONNECTIONS). The cold and capacity
 * reads continue the warm-up's sequences, so no read repeats one asked before. Each of an api's mix windows has a window of
 * the floor (`floorApp`, startFloor) beside it, first and second in turn as loaded() has them: the mix's ratio is to those
 * windows' p99. `afterMix`, when given, is awaited between the loaded mix and the cold reads (BENCH_ANALYSING's end).
 */
async function listReads(apis, floorApp, afterMix) {
  const { pages, searches, firstSearches: firstPaths } = listQueries();
  const states = [];
  for (const api of apis) {
    let k = 0;
    let s = 0;
    const state = {
      ...api,
      metrics: api.base.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1000}`),
      nextPage: (request) => ({ ...request, path: pages[k++ % pages.length] }),
      nextSearch: (request) => ({ ...request, path: searches[s++ % searches.length] }),
      windows: { mix: [], mixFloor: [], coldPages: [], coldSearches: [], capacityPages: [], capacitySearches: [] },
      cpu: {},
      lookups: { hit: 0, miss: 0 },
    };
    await measure({
      url: api.base,
      headers: BROWSER_ENCODINGS,
      connections: LIST_CONNECTIONS,
      duration: WARM_UP_S,
      requests: [{ method: 'GET', setupRequest: state.nextPage }],
    });
    await warmUpSearches(api.base);
    const { first, totals } = await firstSearches(api.base, firstPaths);
    state.first = first;
    state.variants = await mixVariants(api.base, totals);
    const draw = zipfDraws(state.variants);
    state.nextMix = (request, context) => {
      const variant = draw();
      context.kind = variant.kind;
      return { ...request, path: variant.path };
    };
    // The mix is measured as a running site meets it, its popular pages already asked: as many draws again as its
    // windows hold first, not measured. What a read nobody asked before costs is the cold reads' figure.
    await measure({
      url: api.base,
      headers: BROWSER_ENCODINGS,
      connections: LIST_CONNECTIONS,
      amount: ROUNDS * MIX_WINDOW_DRAWS,
      requests: [{ method: 'GET', setupRequest: (request) => state.nextMix(request, {}) }],
    });
    states.push(state);
  }
  const plan = [
    ['mix', LIST_CONNECTIONS, (api) => api.nextMix],
    ['coldPages', 1, (api) => api.nextPage],
    ['coldSearches', 1, (api) => api.nextSearch],
    ['capacityPages', LIST_CONNECTIONS, (api) => api.nextPage],
    ['capacitySearches', LIST_CONNECTIONS, (api) => api.nextSearch],
  ];
  for (const [window, connections, next] of plan) {
    for (let round = 0; round < ROUNDS; round++)
      for (const api of states) {
        const floorWindow = async () => api.windows.mixFloor.push(await floorApp.measure({ duration: DURATION / ROUNDS }));
        if (window === 'mix' && round % 2 === 0) await floorWindow();
        const before = {
          lookups: window === 'mix' && (await cacheLookups(api.metrics)),
          api: cpuSeconds(api.pid),
          database: cpuSeconds(api.databasePid),
        };
        const result = await measure({
          url: api.base,
          headers: BROWSER_ENCODINGS,
          connections,
          ...(window === 'mix' ? { amount: MIX_WINDOW_DRAWS } : { duration: DURATION / ROUNDS }),
          requests: [{ method: 'GET', setupRequest: next(api) }],
        });
        const cpu = (api.cpu[window] ??= { api: 0, database: 0 });
        cpu.api += cpuSeconds(api.pid) - before.api;
        cpu.database += cpuSeconds(api.databasePid) - before.database;
        if (before.lookups) {
          const after = await cacheLookups(api.metrics);
          api.lookups.hit += after.hit - before.lookups.hit;
          api.lookups.miss += after.miss - before.lookups.miss;
        }
        api.windows[window].push(result);
        if (window === 'mix' && round % 2 === 1) await floorWindow();
      }
    if (window === 'mix') await afterMix?.();
  }
  return states.map((api) => {
    const { windows, cpu } = api;
    const mixOf = (kind) =>
      windows.mix.map((r) => ({
        rps: (r.kinds[kind]?.times.length ?? 0) / r.seconds,
        times: r.kinds[kind]?.times ?? [],
        errors: r.kinds[kind]?.errors ?? 0,
        statuses: r.kinds[kind]?.statuses ?? {},
      }));
    const searchShare =
      windows.mix.reduce((sum, r) => sum + (r.kinds.searches?.times.length ?? 0), 0) /
      windows.mix.reduce((sum, r) => sum + r.times.length, 0);
    // The mix's CPU is its pages' and searches' together, per request of either.
    const mixCpu = windowed('mix', windows.mix, LIST_CONNECTIONS, cpu.mix).cpuMs;
    const mix = {
      cpuMs: mixCpu,
      variants: api.variants.length,
      searchVariants: api.variants.filter((v) => v.kind === 'searches').length,
      searchShare,
      hitRatio: api.lookups.hit / (api.lookups.hit + api.lookups.miss),
      lookups: api.lookups,
    };
    return {
      mix,
      floor: windowed(EXPRESS_FLOOR, windows.mixFloor, LIST_CONNECTIONS),
      results: [
        api.first,
        windowed(MIX.pages, mixOf('pages'), LIST_CONNECTIONS),
        windowed(MIX.searches, mixOf('searches'), LIST_CONNECTIONS),
        windowed(COLD.pages, windows.coldPages, 1, cpu.coldPages),
        windowed(COLD.searches, windows.coldSearches, 1, cpu.coldSearches),
        windowed(CAPACITY.pages, windows.capacityPages, LIST_CONNECTIONS, cpu.capacityPages),
        windowed(CAPACITY.searches, windows.capacitySearches, LIST_CONNECTIONS, cpu.capacitySearches),
      ],
    };
  });
}

/**
 * The scale seed's api, over a database filled to the scale seed's totals first; its list reads are listReads'. The
 * seed runs in a process of its own (`npm run seed:scale`'s script, built), so that the process driving the load holds
 * nothing of it: neither its modules nor the garbage of 10,000 rows written through Sequelize. It adds 100,000 generated
 * puzzles too (`--puzzles`), for the next puzzle's choice at scale.
 */
async function startScale(label, databaseUrl, apiPort) {
  const seed = spawn(process.execPath, ['api/dist/seed/scaleCli.js', '--puzzles'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const code = await new Promise((resolve) => seed.once('exit', resolve));
  if (code !== 0) throw new Error(`the scale seed failed (exit code ${code})`);
  const api = await startApi(apiPort, databaseUrl);
  const base = `http://127.0.0.1:${apiPort}`;
  const products = Number((await fetch(`${base}/api/products?limit=1`)).headers.get('x-total-count'));
  return {
    label: `${label} at ${products.toLocaleString('en-US')} products`,
    base,
    pid: api.pid,
    stop: async () => {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    },
  };
}

const times = (value) => `${value.toFixed(2)}×`;

/**
 * A loaded read's place against the floor, for both tables: its "× floor" cell (its p99 over the floor's measured beside
 * it, `r.floor`, or else the run's `floor`, when at the same connections), the budget's text when `budgeted`, and the
 * failure when it is over.
 */
function againstFloor(label, r, floor, budgeted) {
  const reference = r.floor ?? floor;
  const comparable = r.connections === reference.connections && r.name !== EXPRESS_FLOOR;
  const ratio = r.p99 / reference.p99;
  return {
    cell: (r.name === EXPRESS_FLOOR ? times(1) : comparable ? times(ratio) : '-').padStart(8),
    budget: budgeted
      ? `  p99 <= ${BUDGET.ratio}× floor (${ms(BUDGET.ratio * reference.p99)} ms; the floor's p99 ${ms(reference.p99)} ms)`
      : null,
    failure:
      budgeted && ratio > BUDGET.ratio
        ? `${label} ${r.name}: p99 ${ms(r.p99)} ms = ${times(ratio)} the floor's ${ms(reference.p99)} ms > ${BUDGET.ratio}× at ${r.connections} connections`
        : null,
  };
}

/**
 * One api's list reads (listReads) against their budgets: the mix's p99 within RATIO × the floor's (the same run,
 * the same connections), a read alone's within 50 ms; capacity for information.
 */
function reportLists({ label, floor, mix, results }) {
  const failures = [];
  const cpu = (value) => (Number.isFinite(value) ? value.toFixed(2) : '-').padStart(8);
  console.log(
    `\n${label}: list reads in ${ROUNDS} windows each, ${MIX_WINDOW_DRAWS} draws of the mix or ${DURATION / ROUNDS} s of the others (p99: the median of the windows')`,
  );
  console.log(
    'read'.padEnd(32),
    'conns'.padStart(5),
    'req/s'.padStart(7),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    '× floor'.padStart(8),
    'errors'.padStart(6),
    'api cpu'.padStart(8),
    'db cpu'.padStart(8),
    '  budget',
  );
  for (const r of results) {
    const ratio = againstFloor(label, r, floor, LIST_RATIO.has(r.name));
    const statuses = Object.entries(r.statuses ?? {}).map(([status, n]) => `${n} × ${status}`);
    console.log(
      r.name.padEnd(32),
      String(r.connections).padStart(5),
      r.rps.toFixed(0).padStart(7),
      ms(r.p50).padStart(8),
      ms(r.p99).padStart(8),
      ratio.cell,
      String(r.errors).padStart(6),
      cpu(r.cpuMs?.api),
      cpu(r.cpuMs?.database),
      ratio.budget ?? (LIST_ALONE.has(r.name) ? `  p99 <= ${BUDGET.aloneP99Ms} ms` : LIST_INFO.has(r.name) ? '  information' : ''),
    );
    if (r.errors > 0) failures.push(`${label} ${r.name}: ${r.errors} errors${statuses.length ? ` (${statuses.join(', ')})` : ''}`);
    if (ratio.failure) failures.push(ratio.failure);
    if (LIST_ALONE.has(r.name) && r.p99 > BUDGET.aloneP99Ms)
      failures.push(`${label} ${r.name}: p99 ${ms(r.p99)} ms > ${BUDGET.aloneP99Ms} ms at ${r.connections} connection`);
  }
  const percent = (share) => `${(share * 100).toFixed(1)} %`;
  console.log(
    `mix: ${mix.variants} variants (${mix.searchVariants} searches), Zipf s=${MIX_ZIPF_S}, seed ${MIX_SEED}; searches ${percent(mix.searchShare)} of its answers;` +
      ` response cache hit ratio ${percent(mix.hitRatio)} (${mix.lookups.hit} hits, ${mix.lookups.miss} misses, from the api's metrics);` +
      ` CPU per request api ${cpu(mix.cpuMs?.api).trim()} ms, database ${cpu(mix.cpuMs?.database).trim()} ms`,
  );
  console.log(
    '(× floor: p99 over the floor\'s at the same connections; api cpu, db cpu: CPU ms per request of the api process and of the local MariaDB server, whoever else it serves; "-": unknown)',
  );
  return failures;
}

/** The routes: the loaded reads against RATIO × the floor, the writes at their arrival rates, capacity for information. */
function report({ label, floor, results, writes }) {
  const failures = [];
  console.log(`\n${label}: ${DURATION} s per route, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(
    'route (closed loop)'.padEnd(30),
    'conns'.padStart(5),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    '× floor'.padStart(8),
    'errors'.padStart(7),
    '  budget',
  );
  for (const r of results) {
    const ratio = againstFloor(label, r, floor, RATIO_BUDGETED.has(r.name));
    console.log(
      r.name.padEnd(30),
      String(r.connections).padStart(5),
      r.rps.toFixed(0).padStart(9),
      ms(r.p50).padStart(8),
      ms(r.p99).padStart(8),
      ratio.cell,
      String(r.errors).padStart(7),
      ratio.budget ?? (r.name === EXPRESS_FLOOR ? '  information: the floor alone' : '  capacity, information'),
    );
    if (r.errors > 0) failures.push(`${label} ${r.name}: ${r.errors} errors`);
    if (ratio.failure) failures.push(ratio.failure);
  }
  console.log(
    'write (open loop)'.padEnd(30),
    'req/s'.padStart(5),
    'actual'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'answers'.padStart(8),
    'errors'.padStart(7),
    '  budget',
  );
  for (const w of writes) {
    const statuses = Object.entries(w.statuses).map(([status, n]) => `${n} × ${status}`);
    console.log(
      w.name.padEnd(30),
      String(w.rate).padStart(5),
      w.achieved.toFixed(1).padStart(9),
      ms(w.p50).padStart(8),
      ms(w.p99).padStart(8),
      String(w.count).padStart(8),
      String(w.errors).padStart(7),
      `  p99 <= ${w.p99Ms} ms at ${w.rate}/s${w.dropped ? `; ${w.dropped} arrivals dropped` : ''}`,
    );
    if (w.errors > 0)
      failures.push(`${label} ${w.name} at ${w.rate}/s: ${w.errors} errors${statuses.length ? ` (${statuses.join(', ')})` : ''}`);
    if (w.dropped > 0)
      failures.push(`${label} ${w.name} at ${w.rate}/s: ${w.dropped} arrivals found ${OPEN_LOOP_MAX_OUTSTANDING} in flight`);
    if (!(w.p99 <= w.p99Ms)) failures.push(`${label} ${w.name}: p99 ${ms(w.p99)} ms > ${w.p99Ms} ms at ${w.rate}/s`);
  }
  return failures;
}

async function mysqlDatabase(suffix) {
  const server = new URL(MYSQL_URL);
  const name = `kingside_bench_${process.pid}_${suffix}`;
  const conn = await mysql.createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

const failures = [];
const sqliteFile = (name) => path.join(os.tmpdir(), `kingside-bench-${process.pid}-${name}.sqlite`);
const removeSqlite = (file) => {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
};
/** One database's run; with BENCH_SCALE, the scale seed's api is up beside it for the list reads. */
async function benchBoth(label, seedUrl, scaleUrl, ports) {
  const scaled = SCALE ? await startScale(label, scaleUrl, ports.scale) : null;
  try {
    const measured = await benchDatabase(label, seedUrl, ports.api, scaled);
    failures.push(...report(measured), ...(measured.lists ? reportLists(measured.lists) : []));
    if (measured.lists?.analysed) failures.push(...reportAnalysing(measured.lists.label, measured.lists.analysed));
    // BENCH_ONLY=moves and =puzzles read no lists.
    if (scaled?.results) failures.push(...reportLists(scaled));
  } finally {
    await scaled?.stop();
  }
}

if (DATABASES.includes('sqlite')) {
  const files = { seed: sqliteFile('seed'), scale: sqliteFile('scale') };
  try {
    await benchBoth('SQLite', `sqlite:${files.seed}`, `sqlite:${files.scale}`, { api: 3411, scale: 3415 });
  } finally {
    removeSqlite(files.seed);
    removeSqlite(files.scale);
  }
}
if (DATABASES.includes('mysql')) {
  const database = await mysqlDatabase('seed');
  const scaleDatabase = SCALE ? await mysqlDatabase('scale') : null;
  try {
    await benchBoth('MariaDB', database.url, scaleDatabase?.url, { api: 3413, scale: 3416 });
  } finally {
    await database.drop();
    await scaleDatabase?.drop();
  }
}
fs.rmSync(OUTBOX, { recursive: true, force: true });
console.log(failures.length ? `\nOVER BUDGET:\n- ${failures.join('\n- ')}` : '\nAll api budgets hold.');
process.exit(failures.length ? 1 : 0);
