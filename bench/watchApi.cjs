// A preload for the apis bench:api measures, to see where a route's p99 goes: BENCH_API_FLAGS="-r ./bench/watchApi.cjs".
// - Every 2 s it writes to stderr (which the bench shows) the busiest path, the garbage collections and their longest
//   pauses, the heap, and the event loop's delay (p99 and longest).
// - With BENCH_WATCH_ROUTE=<regexp>, it samples what the api allocates, objects already collected included (Node's
//   --heap-prof keeps only the ones still alive), from the BENCH_WATCH_AFTER-th request matching it (default 15,000: past
//   the bench's unmeasured first run of a route) for BENCH_WATCH_SECONDS (default 6), into
//   bench/allocations-<pid>.heapprofile, which Chromium's DevTools open (Memory, Load). With BENCH_WATCH_KEPT=1 it leaves out
//   what a scavenge collected: what is left outlived the young generation (promoted to the old one, whose mark-compacts then
//   cost a pause of the whole heap).
// Loopback and bounded: the sampling stops by itself, and the timers never keep the process alive.
const fs = require('node:fs');
const http = require('node:http');
const inspector = require('node:inspector');
const path = require('node:path');
const { PerformanceObserver, constants, monitorEventLoopDelay } = require('node:perf_hooks');

const REPORT_MS = 2000;
/** A collection shorter than this is counted, not listed. */
const LISTED_PAUSE_MS = 5;

let pauses = [];
let paths = new Map();
/** A listed pause's kind: s a scavenge (young generation), M a mark-compact (the whole heap), i an incremental marking step. */
const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 's',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'M',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'i',
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push({ ms: entry.duration, kind: KINDS[entry.detail?.kind] ?? '?' });
}).observe({ entryTypes: ['gc'] });
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();

const route = process.env.BENCH_WATCH_ROUTE && new RegExp(process.env.BENCH_WATCH_ROUTE);
const after = Number(process.env.BENCH_WATCH_AFTER || 15000);
const seconds = Number(process.env.BENCH_WATCH_SECONDS || 6);
let matched = 0;

function sampleAllocations() {
  const session = new inspector.Session();
  session.connect();
  const collected = process.env.BENCH_WATCH_KEPT !== '1';
  const options = { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: collected };
  session.post('HeapProfiler.startSampling', options, () => {
    setTimeout(() => {
      session.post('HeapProfiler.stopSampling', (error, result) => {
        if (error) return process.stderr.write(`watchApi: ${error.message}\n`);
        const file = path.join(__dirname, `allocations-${process.pid}.heapprofile`);
        fs.writeFileSync(file, JSON.stringify(result.profile));
        process.stderr.write(`watchApi: ${seconds} s of allocations from request ${after} of ${route} in ${file}\n`);
      });
    }, seconds * 1000).unref();
  });
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request) {
  if (event === 'request') {
    const key = request.url.replace(/\?.*/, '').replace(/\d+/g, 'N');
    paths.set(key, (paths.get(key) ?? 0) + 1);
    if (route && route.test(request.url) && ++matched === after) sampleAllocations();
  }
  return emit.apply(this, arguments);
};

setInterval(() => {
  const [busiest, count] = [...paths].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
  const total = pauses.reduce((sum, pause) => sum + pause.ms, 0);
  const listed = pauses.filter((pause) => pause.ms >= LISTED_PAUSE_MS).map((pause) => `${pause.ms.toFixed(0)}${pause.kind}`);
  const heap = process.memoryUsage().heapUsed / 1e6;
  process.stderr.write(
    `watchApi ${new Date().toISOString().slice(11, 19)} ${busiest} ${count}; gc ${pauses.length} (${total.toFixed(0)} ms; ≥${LISTED_PAUSE_MS} ms: ${listed.join(' ') || '-'});` +
      ` heap ${heap.toFixed(0)} MB; event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms\n`,
  );
  pauses = [];
  paths = new Map();
  delay.reset();
}, REPORT_MS).unref();
