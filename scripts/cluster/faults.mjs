// The fault schedule of `npm run load -- --cluster`, run beside the traffic (scripts/load/run.mjs's
// `alongside`): one api instance killed with SIGKILL and started again; another stopped with SIGTERM, which
// drains it (api/src/server.ts), and started again; Redis restarted; the replica stopped for 10 s. Each
// fault's window, from its first signal until `SETTLE_MS` after the part is back, goes into
// ledger.windows: 5xx inside it are counted per window, outside any window they are violations
// (scripts/load/invariants.mjs). Quiet gaps between the faults spread them over the run.
import { pauseReplica, restartInstance, restartRedis } from './topology.mjs';
import { sleep } from './processes.mjs';

/**
 * After a part is back: nginx's fail_timeout (2 s; scripts/cluster/nginx.mjs) must pass before it sends a
 * restarted instance requests again, and Redis clients reconnect within half a second.
 */
const SETTLE_MS = 3000;
/** About how long the four faults take here (restarts, the drain, the replica's 10 s), for the gaps. */
const FAULTS_MS = 40_000;
const REPLICA_DOWN_MS = 10_000;

/**
 * The faults, in order. `instances` api instances (at least 2). `tolerates`: the 5xx a visitor may see in the fault's
 * window (load.mjs holds the run to it): 'unretryable', only a request in flight on a killed instance that nginx may
 * not send again (a POST or PATCH without an Idempotency-Key nginx honours); 'nothing', none at all.
 */
export function faults(cluster) {
  const n = cluster.instances.length;
  return [
    { name: 'api 1 killed (SIGKILL), started again', tolerates: 'unretryable', run: () => restartInstance(cluster, 0, 'SIGKILL') },
    {
      name: `api ${(1 % n) + 1} stopped (SIGTERM, drains), started again`,
      tolerates: 'nothing',
      run: () => restartInstance(cluster, 1 % n, 'SIGTERM'),
    },
    { name: 'Redis restarted', tolerates: 'nothing', run: () => restartRedis(cluster, { downMs: 1000 }) },
    { name: 'replica stopped for 10 s', tolerates: 'nothing', run: () => pauseReplica(cluster, REPLICA_DOWN_MS) },
  ];
}

/**
 * The `alongside` task for runLoad: runs every fault once, `gap` apart (the run's duration less the faults'
 * own time, shared out), and records each window. A fault that fails, or no longer fits before the
 * traffic's deadline, is a violation: a run that skipped a fault proves nothing about it.
 */
export function faultSchedule(cluster, { durationS, log = console.log }) {
  return async (ledger, { deadline }) => {
    const list = faults(cluster);
    const gap = Math.max(5000, (durationS * 1000 - FAULTS_MS) / (list.length + 1));
    let next = Date.now() + gap;
    for (const fault of list) {
      await sleep(Math.max(0, next - Date.now()));
      if (Date.now() > deadline - 3000) {
        ledger.violation(`fault "${fault.name}" did not fit before the end of the traffic: raise LOAD_DURATION (at least 70 s)`);
        continue;
      }
      log(`fault: ${fault.name}...`);
      const started = Date.now();
      try {
        const t = await fault.run();
        const window = {
          name: fault.name,
          tolerates: fault.tolerates,
          start: t.stopping,
          end: t.ready + SETTLE_MS,
          downMs: t.stopped - t.stopping,
          backMs: t.ready - t.stopping,
        };
        ledger.windows.push(window);
        log(`fault: ${fault.name}: stopped in ${window.downMs} ms, back after ${(window.backMs / 1000).toFixed(1)} s`);
        next = window.end + gap;
      } catch (error) {
        ledger.windows.push({ name: fault.name, tolerates: fault.tolerates, start: started, end: Date.now() + SETTLE_MS });
        ledger.violation(`fault "${fault.name}" failed: ${error.message}`);
        next = Date.now() + gap;
      }
    }
  };
}
