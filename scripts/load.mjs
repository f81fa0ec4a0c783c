// `npm run load`: mixed traffic against the all-in-one server on MariaDB, with real stock, then checks
// against the database that nothing was lost. Exits non-zero on any violation; latency never fails it.
//
// The script starts `api/dist/server.js` itself (building the api first if it is not built) on a fresh
// database of the MariaDB at TEST_MYSQL_URL, which it drops afterwards. Loopback only; bounded in time
// (LOAD_DURATION, or the open loop's stages) and in count (LOAD_MAX_REQUESTS).
//
// Setup, through the api: members registered and verified with the links of the server's outbox; the seeded
// administrator (two-factor off) signs in and sets every product in stock to LOAD_STOCK units through the
// back office (PATCH with If-Match, audited; docs/spec.md §7.8), except the last two, which get 10 units
// and are never restocked, so they (and the seeded product already out of stock) sell out under
// contention. During the traffic a restocker adds LOAD_RESTOCK_UNITS to any kept product below
// LOAD_RESTOCK_BELOW, the same way (a sale moves the version: 412, read again, retry).
//
// The traffic: catalogue reads, carts created and changed (two adds of one product at once among them),
// orders with an Idempotency-Key (a quarter sent again once answered, a tenth sent twice at once; an attempt
// answered 502/503 or not at all is sent again with the same key), member sign-ins with /api/auth/me and
// sign-out. "This product is currently out of stock." (409) and "Only N left of <name>." are correct
// refusals: counted and printed, not violations. Promotions (issue 44, scripts/load/promotions.mjs): the
// administrator makes two discount codes (LOAD-LIMITED, 10% off, 25 uses; LOAD-OPEN, $5 off) and a bundle of
// two kept products; a fifth of the orders carry a code and some carts get one ("This code has reached its
// limit" is a correct refusal), and the bundle is bought like any product.
//
// Checked at the end (scripts/load/invariants.mjs): stock never negative; for every product, stock before +
// audited restocks - units of the orders that took stock = stock after (a bundle's units counted as its
// parts'), and a bundle's stock what its parts make; every acknowledged order stored exactly once with its
// lines and the total they, its code and the shipping rule make; a code never used past its limit, its count
// the orders placed with it and its recorded uses; no order for a refused key;
// every key sent twice made one order; every cart holds exactly what its client put in; no 5xx, no transport
// error (a request given up after LOAD_TIMEOUT_MS is counted, not a violation: latency never fails the run),
// and the server still ready at the end.
//
// Two modes:
//   npm run load                  closed loop: LOAD_CONNECTIONS clients, each sending its next request when
//                                 answered, for LOAD_DURATION seconds; prints p50/p99 per kind.
//   npm run load -- --open-loop   open loop: operations of the same mix arrive at a fixed rate (Poisson),
//                                 whatever the latency, in stages of LOAD_STAGE_SECONDS (longer, up to four
//                                 times, until cart adds and orders have LOAD_MIN_SAMPLES answers each; 100)
//                                 from LOAD_RATE_START operations/s, times LOAD_RATE_FACTOR per stage until
//                                 cart add or order p99 exceeds LOAD_P99_MS (or arrivals find LOAD_CONNECTIONS
//                                 operations in flight), then two stages between narrow it; at most
//                                 LOAD_MAX_STAGES stages and LOAD_MAX_SECONDS. Prints each stage and the
//                                 highest rate that kept both p99 within LOAD_P99_MS: the figure that matters
//                                 to a shop. The invariants are checked the same way.
//   npm run load -- --cluster     the same traffic through `npm run cluster`'s nginx over CLUSTER_INSTANCES (3)
//                                 api instances, a MariaDB primary and replica and Redis, started for the run
//                                 (scripts/cluster/load.mjs), with faults on a schedule (scripts/cluster/
//                                 faults.mjs): an instance killed, another drained, Redis restarted, the replica
//                                 stopped for 10 s. 5xx are counted per fault window and are violations outside
//                                 them; the replica must end identical to the primary. LOAD_DURATION defaults to
//                                 120 and LOAD_CONNECTIONS to 60 here; LOAD_FAULTS=0 runs without faults, and
//                                 `--cluster --open-loop` measures the sustainable rate through nginx, no faults.
//                                 Beside the closed loop, LOAD_GAMES short games (10-20 moves) pasted as PGN by three
//                                 members as the traffic starts (and one more whenever fewer than five wait, until
//                                 both instance faults are over) are analysed by BullMQ across the instances
//                                 (scripts/cluster/games.mjs); after the traffic the run waits, at most LOAD_GAMES_WAIT
//                                 seconds, until every one is analysed: none failed or lost, its cards once per game
//                                 and ply. "games: N imported, N analysed (N jobs retried after a fault)".
//
//   LOAD_DURATION      seconds of traffic (default 60)        LOAD_CONNECTIONS   concurrent clients (default 200)
//   LOAD_MAX_REQUESTS  hard cap on requests (default 2e6)     LOAD_MEMBERS       members registered first (default 40)
//   LOAD_POOL_MAX      DATABASE_POOL_MAX of the server (60)   LOAD_SCRYPT_COST   password hashing cost (default 16384)
//   LOAD_SEED          seed of the traffic mix (9)            TEST_MYSQL_URL     default mysql://root@127.0.0.1:3306/test
//   LOAD_STOCK         units of each kept product (100)       LOAD_RESTOCK_BELOW restock a kept product below this (80)
//   LOAD_RESTOCK_UNITS units a restock adds (1000)            LOAD_PORT          the server's port (a free one)
//   LOAD_TIMEOUT_MS    a request given up after (30000)      LOAD_GAMES         --cluster: games pasted at first (6; 0: none)
//   LOAD_GAMES_WAIT    --cluster: seconds to wait for their analyses after the traffic (300)
//   LOAD_RATE_START    open loop: first rate, ops/s (10)      LOAD_RATE_FACTOR   open loop: growth per stage (1.5)
//   LOAD_STAGE_SECONDS open loop: seconds per stage (15)      LOAD_MAX_STAGES    open loop: at most (12)
//   LOAD_MAX_SECONDS   open loop: at most, all stages (300)   LOAD_P99_MS        open loop: p99 bound (500)
//
// The modules under scripts/load/ are the parts `npm run cluster` builds on: server.mjs (database, start and
// stop of an instance), client.mjs (the HTTP client of a base URL), traffic.mjs (the mix, its answers judged,
// the ledger), stock.mjs (the administrator's restocks), openLoop.mjs, invariants.mjs, report.mjs, and
// run.mjs (one run against any base URL, with an optional fault schedule beside the traffic).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './load/run.mjs';
import { createDatabase, ensureBuilt, startServer, stopServer } from './load/server.mjs';
import { freePort } from './support/ports.mjs';

const env = process.env;
const number = (name, fallback) => Number(env[name] || fallback);
const OPEN_LOOP = process.argv.includes('--open-loop');
const CLUSTER = process.argv.includes('--cluster');
const DURATION_S = number('LOAD_DURATION', CLUSTER ? 120 : 60);
const CONNECTIONS = number('LOAD_CONNECTIONS', CLUSTER ? 60 : 200);
// Larger than most runs' clients: a slow machine then answers slowly, not with the pool's 503s (capacity, not a lost write).
const POOL_MAX = number('LOAD_POOL_MAX', 60);
const SCRYPT_COST = number('LOAD_SCRYPT_COST', 16384);
const SEED = number('LOAD_SEED', 9);
const MYSQL_URL = env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
const open = OPEN_LOOP
  ? {
      startRate: number('LOAD_RATE_START', 10),
      factor: number('LOAD_RATE_FACTOR', 1.5),
      stageSeconds: number('LOAD_STAGE_SECONDS', 15),
      minSamples: number('LOAD_MIN_SAMPLES', 100),
      maxStages: number('LOAD_MAX_STAGES', 12),
      maxSeconds: number('LOAD_MAX_SECONDS', 300),
      p99Ms: number('LOAD_P99_MS', 500),
      maxOutstanding: CONNECTIONS,
    }
  : null;

/** The whole run's bound, setup and checks included. */
const BUDGET_S = (open ? open.maxSeconds + open.maxStages * 2 : DURATION_S) + 300;

/** runLoad's options but where the server is (its base URL, database and outbox). */
const loadOptions = () => ({
  connections: CONNECTIONS,
  durationS: DURATION_S,
  maxRequests: number('LOAD_MAX_REQUESTS', 2_000_000),
  timeoutMs: number('LOAD_TIMEOUT_MS', 30_000),
  members: number('LOAD_MEMBERS', 40),
  seed: SEED,
  stock: {
    initial: number('LOAD_STOCK', 100),
    scarceCount: 2,
    scarceUnits: 10,
    low: number('LOAD_RESTOCK_BELOW', 80),
    topUp: number('LOAD_RESTOCK_UNITS', 1000),
    intervalMs: 500,
  },
  open,
});

async function main() {
  for (const arg of process.argv.slice(2))
    if (arg !== '--open-loop' && arg !== '--cluster') throw new Error(`unknown argument ${arg} (only --open-loop and --cluster)`);
  if (CLUSTER) {
    const { runClusterLoad } = await import('./cluster/load.mjs');
    const games = number('LOAD_GAMES', 6);
    const gamesWaitS = number('LOAD_GAMES_WAIT', 300);
    const withGames = !OPEN_LOOP && games > 0;
    const ledger = await runClusterLoad({
      ...loadOptions(),
      instances: number('CLUSTER_INSTANCES', 3),
      faults: !OPEN_LOOP && env.LOAD_FAULTS !== '0',
      games: withGames ? { count: games, waitS: gamesWaitS } : null,
      poolMax: POOL_MAX,
      scryptCost: SCRYPT_COST,
      budgetS: BUDGET_S + 120 + (withGames ? gamesWaitS : 0),
    });
    return finish(ledger, withGames ? ', every imported game analysed with its mistake cards once' : '');
  }
  ensureBuilt();
  const database = await createDatabase(MYSQL_URL);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-load-outbox-'));
  const port = Number(env.LOAD_PORT || (await freePort()));
  let server;
  const cleanup = async () => {
    if (server) await stopServer(server.child);
    await database.drop().catch((error) => console.error(`dropping ${database.name} failed: ${error.message}`));
    fs.rmSync(outboxDir, { recursive: true, force: true });
  };
  const interrupted = () => {
    console.error('interrupted: stopping the server and dropping the database');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const budgetS = BUDGET_S;
  const hardStop = setTimeout(() => {
    console.error(`the run took over ${budgetS} s: giving up`);
    interrupted();
  }, budgetS * 1000);
  hardStop.unref();

  let ledger;
  try {
    console.log(
      `load: ${open ? `open loop from ${open.startRate} operations/s, stages of ${open.stageSeconds} s, at most ${CONNECTIONS} in flight` : `${DURATION_S} s, ${CONNECTIONS} connections`}, MariaDB database ${database.name}, server on 127.0.0.1:${port} (pool ${POOL_MAX}, scrypt N=${SCRYPT_COST}), seed ${SEED}`,
    );
    server = await startServer({ port, databaseUrl: database.url, outboxDir, poolMax: POOL_MAX, scryptCost: SCRYPT_COST });
    ({ ledger } = await runLoad({ ...loadOptions(), baseUrl: `http://127.0.0.1:${port}`, dbOptions: database.options, outboxDir }));
    if (server.child.exitCode !== null) ledger.violation(`the server exited during the run:\n${server.stderr.join('')}`);
    if (ledger.violations.length > 0 && server.errors.length > 0) {
      console.error(`\nthe server's error log (last ${server.errors.length}):\n${server.errors.join('\n')}`);
    }
  } finally {
    await cleanup();
    clearTimeout(hardStop);
  }
  finish(ledger);
}

/** Lists the violations and exits 1, or says what held. */
function finish(ledger, also = '') {
  const { violations } = ledger;
  if (violations.length > 0) {
    console.error(`\nFAILED: ${violations.length} violation(s)`);
    for (const v of violations.slice(0, 30)) console.error(`  - ${v}`);
    if (violations.length > 30) console.error(`  ... and ${violations.length - 30} more`);
    process.exit(1);
  }
  console.log(
    `\nOK: zero 5xx, stock never negative and sold units equal to stock taken (bundles by their parts), every acknowledged order stored once with the right total, no code used past its limit, retried keys made one order, no cart line lost or doubled${also}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
