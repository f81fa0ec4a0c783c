// The open loop: operations arrive at a fixed rate whatever the answers' latency (a shop's customers do not
// wait for each other), in stages of rising rate, each measured apart. An arrival borrows an idle virtual
// client of traffic.mjs for one step; at most `maxOutstanding` are in flight, and an arrival finding none
// free is dropped and counted (the stage then fails: the server is past what it can take).
//
// A stage lasts `stageSeconds`, or longer (at most four times) until each route has `minSamples` answers.
// The answer is the highest rate at which the routes named in `routes` keep p99 <= `p99Ms`. Rates grow by
// `factor` until a stage fails, then up to two stages between the last pass and the first failure narrow
// it; bounded by `maxStages` and `maxSeconds`.
import { createStats, percentile } from './report.mjs';
import { sleep } from './server.mjs';
import { random } from './traffic.mjs';

/**
 * `traffic` from createTraffic, `api` its client (whose sinks get each stage's stats added), `routes`
 * { name: [kinds] }. Resolves { stages, sustainable, p99Ms }.
 */
export async function openLoop({
  traffic,
  api,
  routes,
  p99Ms = 500,
  startRate = 10,
  factor = 1.5,
  stageSeconds = 15,
  minSamples = 100,
  maxStages = 12,
  maxSeconds = 300,
  maxOutstanding = 1000,
  seed = 1,
  onStage = () => {},
}) {
  const rnd = random(seed);
  const idle = [];
  let clients = 0;
  const baseSinks = api.sinks;
  const started = Date.now();
  const stages = [];
  let rate = startRate;
  let refinements = 0;

  while (stages.length < maxStages && Date.now() - started < maxSeconds * 1000 && !api.exhausted) {
    const stats = createStats();
    api.sinks = [...baseSinks, stats];
    let launched = 0;
    let dropped = 0;
    let maxLateMs = 0;
    const inFlight = new Set();
    const stageStart = performance.now();
    // A stage lasts stageSeconds, longer (up to 4 times) until every route has minSamples answers: a p99
    // of 20 answers is only the slowest one.
    const sampled = () =>
      Object.values(routes).every(
        (kinds) => kinds.reduce((n, kind) => n + (stats.kinds.get(kind)?.latencies.length ?? 0), 0) >= minSamples,
      );
    const stageEnd = stageStart + stageSeconds * 1000;
    const longest = stageStart + 4 * stageSeconds * 1000;
    const going = (now) => now < longest && (now < stageEnd || !sampled());
    let nextAt = stageStart;
    while (going(performance.now()) && !api.exhausted) {
      const now = performance.now();
      while (nextAt <= now && going(nextAt)) {
        maxLateMs = Math.max(maxLateMs, now - nextAt);
        nextAt += (-Math.log(1 - rnd()) * 1000) / rate; // Poisson arrivals
        let client = idle.pop();
        if (!client && clients < maxOutstanding) {
          client = traffic.virtualClient();
          clients += 1;
        }
        if (!client) {
          dropped += 1;
          continue;
        }
        launched += 1;
        const done = client.step().then(() => {
          inFlight.delete(done);
          idle.push(client);
        });
        inFlight.add(done);
      }
      await sleep(Math.max(1, Math.min(20, nextAt - performance.now())));
    }
    const seconds = (performance.now() - stageStart) / 1000;
    // The stage's last arrivals finish (bounded: a request times out after 30 s, an order retries 3 times).
    let timer;
    await Promise.race([Promise.all(inFlight), new Promise((resolve) => (timer = setTimeout(resolve, 150_000)))]);
    clearTimeout(timer);
    api.sinks = baseSinks;

    const measured = Object.fromEntries(
      Object.entries(routes).map(([name, kinds]) => {
        const sorted = stats.latencies(...kinds);
        return [name, { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
      }),
    );
    const slow = Object.entries(measured).filter(([, r]) => !(r.p99 <= p99Ms));
    const fiveXx = stats.failures.length;
    const ok = dropped === 0 && slow.length === 0 && fiveXx === 0;
    const stage = {
      rate,
      achieved: launched / seconds,
      requestsPerSecond: stats.count() / seconds,
      routes: measured,
      dropped,
      maxLateMs,
      ok,
      reason: ok
        ? ''
        : [
            ...slow.map(([name, r]) => `${name} p99 ${Math.round(r.p99)} ms`),
            dropped ? `${dropped} dropped` : '',
            fiveXx ? `${fiveXx} 5xx/errors` : '',
          ]
            .filter(Boolean)
            .join(', '),
      kinds: stats,
    };
    stages.push(stage);
    onStage(stage);

    const passed = stages.filter((s) => s.ok).map((s) => s.rate);
    const failed = stages.filter((s) => !s.ok).map((s) => s.rate);
    const best = passed.length ? Math.max(...passed) : 0;
    const worst = failed.length ? Math.min(...failed) : Infinity;
    if (worst === Infinity) rate = Math.ceil(rate * factor);
    else if (best === 0) {
      if (rate <= 1) break;
      rate = Math.max(1, Math.floor(rate / factor)); // even the first stage failed: go down
    } else if (refinements < 2 && worst - best > Math.max(2, best * 0.1)) {
      refinements += 1;
      rate = Math.round(Math.sqrt(best * worst));
    } else break;
    await sleep(1000);
  }
  const passing = stages.filter((s) => s.ok).sort((a, b) => b.rate - a.rate);
  return { stages, sustainable: passing[0] ?? null, p99Ms };
}
