// `npm run load -- --cluster`: the load of scripts/load/ driven through the cluster's nginx, with the fault
// schedule of faults.mjs beside it (`--cluster --open-loop` measures the sustainable rate instead, without
// faults, which would only measure themselves). The checks are the load's own (scripts/load/invariants.mjs)
// against the primary, and these of the cluster:
//   - inside a fault window a request gets a correct answer or a 502/503 (any other 5xx is a violation), and a 502/503
//     only where the fault tolerates one (faults.mjs): a request nginx cannot send again, cut by a SIGKILL; none in
//     the SIGTERM drain's window, Redis's or the replica's;
//   - every api instance still runs at the end, and the balancer answers /api/ready;
//   - the replica has caught up with the primary and holds the same orders, order lines, carts and stock
//     (CHECKSUM TABLE on both).
// The report adds, per window, the requests nginx passed on to another instance (its access log), and each 5xx
// with when it came and nginx's reasons (its error log).
// With the faults, a few members' games are analysed by BullMQ across the instances meanwhile (games.mjs): after the
// traffic the run waits for them, then every game must be analysed once, its cards unique, none failed or lost, and
// the replica holds the same games and cards.
import fs from 'node:fs';
import { runLoad } from '../load/run.mjs';
import { checkReplication } from './mariadb.mjs';
import { faultSchedule } from './faults.mjs';
import { createGames } from './games.mjs';
import { readAccessLog } from './nginx.mjs';
import { describeCluster, startCluster, stopCluster } from './topology.mjs';
import mysql from 'mysql2/promise';

const REPLICATED_TABLES = ['orders', 'order_lines', 'cart_items', 'products'];
const GAMES_TABLES = ['games', 'game_mistakes'];

async function checksums(options, tables) {
  const db = await mysql.createConnection(options);
  try {
    const [rows] = await db.query(`CHECKSUM TABLE ${tables.join(', ')}`);
    return new Map(rows.map((r) => [r.Table.split('.').pop(), String(r.Checksum)]));
  } finally {
    await db.end();
  }
}

/** The replica caught up and holds what the primary holds (`tables`). */
async function checkReplica(cluster, ledger, tables) {
  try {
    await checkReplication(cluster.db, 'after the load', 60_000);
    const [primary, replica] = await Promise.all([
      checksums(cluster.db.primaryOptions, tables),
      checksums(cluster.db.replicaOptions, tables),
    ]);
    for (const table of tables)
      if (primary.get(table) !== replica.get(table))
        ledger.violation(`the replica's ${table} differs from the primary's (checksum ${replica.get(table)} vs ${primary.get(table)})`);
    console.log(`replica: caught up; ${tables.join(', ')} identical to the primary's (CHECKSUM TABLE)`);
  } catch (error) {
    ledger.violation(`replica: ${error.message}`);
  }
}

/** Per window (and outside them): requests nginx sent to more than one instance, and the 5xx it answered. */
function balancerRows(entries, windows) {
  const inWindow = (e, w) => e.at >= w.start && e.at <= w.end;
  const row = (name, list) => ({
    window: name,
    requests: list.length,
    'passed on (nginx retries)': list.filter((e) => e.upstreams.length > 1).length,
    502: list.filter((e) => e.status === 502).length,
    503: list.filter((e) => e.status === 503).length,
    'other 5xx': list.filter((e) => e.status >= 500 && e.status !== 502 && e.status !== 503).length,
  });
  return [
    ...windows.map((w) =>
      row(
        w.name,
        entries.filter((e) => inWindow(e, w)),
      ),
    ),
    row(
      'outside the windows',
      entries.filter((e) => !windows.some((w) => inWindow(e, w))),
    ),
  ];
}

/**
 * Each 5xx nginx answered inside a window, when it came (seconds from the window's start), the instances it tried
 * and what they did; then nginx's own reasons (its error log's upstream lines, counted): what a drain or a kill cost.
 */
function printWindowFailures(entries, windows, errorLog) {
  for (const w of windows) {
    const failed = entries.filter((e) => e.at >= w.start && e.at <= w.end && e.status >= 500);
    if (failed.length === 0) continue;
    console.log(`${w.name}: ${failed.length} 5xx`);
    for (const e of failed)
      console.log(
        `  +${((e.at - w.start) / 1000).toFixed(2)} s ${e.method} ${e.uri} ${e.status} via ${e.upstreams.join(', ')} (${e.upstreamStatus})`,
      );
  }
  const reasons = new Map();
  const lines = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').split('\n') : [];
  for (const line of lines) {
    const reason = /\] \d+#\d+: \*\d+ (.*?) while /.exec(line)?.[1];
    if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const [reason, count] of reasons) console.log(`nginx error log: ${count} × ${reason}`);
}

/**
 * Whether nginx may send this request to a second instance when the first fails under it (deploy/nginx/kingside.conf.template):
 * a read or another idempotent method, or an order (every order of the load carries an Idempotency-Key).
 */
function retryable(e) {
  return !['POST', 'PATCH', 'LOCK'].includes(e.method) || (e.method === 'POST' && e.uri === '/api/orders');
}

/** Whether nginx sent `method path` to more than one instance (read from its access log when asked). */
function passedOn(accessLog) {
  let passed = null;
  return (method, path) => {
    passed ??= new Set(
      readAccessLog(accessLog)
        .filter((e) => e.upstreams.length > 1)
        .map((e) => `${e.method} ${e.uri}`),
    );
    return passed.has(`${method} ${path}`);
  };
}

/**
 * options: instances; faults (run the schedule; false for the open loop); games (games.mjs's options, or null for none:
 * the open loop has none); poolMax and scryptCost of each instance; budgetS (the whole run's bound: past it the cluster
 * is stopped and the process exits); the rest are runLoad's (connections, durationS, ..., open). Starts the cluster,
 * runs, checks, stops the cluster (also on SIGINT/SIGTERM and on any failure). Resolves the ledger.
 */
export async function runClusterLoad({ instances, faults: withFaults, games: gamesOptions, poolMax, scryptCost, budgetS, ...load }) {
  console.log(`cluster: starting ${instances} api instance(s) behind nginx, the MariaDB primary and replica, Redis...`);
  const cluster = await startCluster({ instances, poolMax, scryptCost, authRateLimit: 100_000_000 });
  let stopped = null;
  const stop = () => (stopped ??= stopCluster(cluster));
  const interrupted = () => {
    console.error('interrupted: stopping the cluster');
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const hardStop = setTimeout(() => {
    console.error(`the run took over ${budgetS} s: giving up`);
    interrupted();
  }, budgetS * 1000);
  hardStop.unref();
  console.log(`cluster: up in ${cluster.startSeconds.toFixed(1)} s\n${describeCluster(cluster)}`);
  const games = gamesOptions ? createGames(cluster, { seed: load.seed, topUp: withFaults, ...gamesOptions }) : null;
  try {
    const { ledger } = await runLoad({
      ...load,
      baseUrl: cluster.baseUrl,
      dbOptions: cluster.db.primaryOptions,
      outboxDir: cluster.outboxDir,
      alongside: (ledger, times) => {
        ledger.passedOn = passedOn(cluster.nginx.accessLog);
        return Promise.all([
          withFaults ? faultSchedule(cluster, { durationS: load.durationS })(ledger, times) : null,
          games?.during(ledger, times),
        ]);
      },
    });
    // Inside a window: a correct answer or a 502/503 from the balancer, nothing else.
    // (runLoad has already made every 5xx outside the windows a violation.)
    const entries = readAccessLog(cluster.nginx.accessLog);
    if (ledger.windows.length > 0) {
      console.log('the balancer (nginx access log) per fault window:');
      console.table(balancerRows(entries, ledger.windows));
      printWindowFailures(entries, ledger.windows, cluster.nginx.errorLog);
    } else {
      const passedOn = entries.filter((e) => e.upstreams.length > 1).length;
      console.log(`the balancer: ${entries.length} requests, ${passedOn} passed on to another instance`);
    }
    for (const e of entries) {
      const w = e.status >= 500 && ledger.windows.find((w) => e.at >= w.start && e.at <= w.end);
      if (!w) continue;
      if (e.status !== 502 && e.status !== 503)
        ledger.violation(`inside a fault window, ${e.method} ${e.uri} answered ${e.status} (only 502 or 503 may be)`);
      else if (w.tolerates === 'nothing')
        ledger.violation(`${w.name}: ${e.method} ${e.uri} answered ${e.status}; this fault allows no 5xx`);
      else if (retryable(e))
        ledger.violation(`${w.name}: ${e.method} ${e.uri} answered ${e.status}, though nginx may send it to another instance`);
    }
    for (const [i, instance] of cluster.instances.entries())
      if (instance.child.exitCode !== null || instance.child.signalCode !== null)
        ledger.violation(`api ${i + 1} exited during the run:\n${instance.stderr.join('').slice(-2000)}`);
    if (games) {
      try {
        await games.settle();
        await games.check(ledger);
      } catch (error) {
        ledger.violation(`games: ${error.message}`);
      }
    }
    await checkReplica(cluster, ledger, games ? [...REPLICATED_TABLES, ...GAMES_TABLES] : REPLICATED_TABLES);
    return ledger;
  } finally {
    await games?.close();
    await stop();
    clearTimeout(hardStop);
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
  }
}
