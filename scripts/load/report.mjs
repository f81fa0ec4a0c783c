// What the load measured: latencies and statuses per kind of request, the 5xx and transport errors with
// their time (so a fault schedule can count them per window), and the tables printed at the end.

/** A sink the client records every answer into (several at once: the whole run and the current stage). */
export function createStats() {
  const kinds = new Map(); // kind -> { latencies: number[], statuses: Map<number, number>, errors: number }
  /** every 5xx and transport error: { at (epoch ms), kind, method, path, status (0: transport), detail } */
  const failures = [];
  return {
    kinds,
    failures,
    record(kind, ms, status, failure) {
      let entry = kinds.get(kind);
      if (!entry) kinds.set(kind, (entry = { latencies: [], statuses: new Map(), errors: 0 }));
      if (status === 0) entry.errors += 1;
      else {
        entry.latencies.push(ms);
        entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
      }
      if (failure && failures.length < 100_000) failures.push(failure);
    },
    /** Latencies (ms, sorted) of the given kinds together. */
    latencies(...names) {
      const all = [];
      for (const name of names) for (const ms of kinds.get(name)?.latencies ?? []) all.push(ms);
      return Float64Array.from(all).sort();
    },
    count() {
      let total = 0;
      for (const entry of kinds.values()) total += entry.latencies.length + entry.errors;
      return total;
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round1 = (x) => Math.round(x * 10) / 10;

/** One row per kind: requests, req/s, p50, p99, 5xx, transport errors, statuses. */
export function kindRows(stats, seconds) {
  return [...stats.kinds]
    .filter(([kind]) => kind !== 'setup')
    .map(([kind, s]) => {
      const sorted = Float64Array.from(s.latencies).sort();
      const statuses = [...s.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}:${count}`);
      return {
        kind,
        requests: sorted.length + s.errors,
        'req/s': round1(sorted.length / seconds),
        'p50 ms': round1(percentile(sorted, 50)),
        'p99 ms': round1(percentile(sorted, 99)),
        '5xx': [...s.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0),
        errors: s.errors,
        statuses: statuses.join(' '),
      };
    })
    .sort((a, b) => b.requests - a.requests);
}

export function printKinds(stats, seconds) {
  const rows = kindRows(stats, seconds);
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  console.table(rows);
  console.log(`total: ${total} requests in ${seconds.toFixed(1)} s = ${Math.round(total / seconds)} req/s`);
}

/** The refusals the shop gave for want of stock, and the retries of order keys. */
export function printLedger(ledger) {
  const refusals = [...ledger.refusals].map(([what, count]) => `${count} ${what}`).join(', ') || 'none';
  console.log(`correct refusals (stock): ${refusals}`);
  console.log(
    `order keys: ${ledger.keys.size} sent, ${ledger.acknowledged.size} acknowledged, ${ledger.retriedKeys} sent again (${ledger.concurrentDuplicates} twice at once), ${ledger.faultRetries} attempts retried after a 502/503/transport error, ${ledger.uncertainKeys.size} left uncertain`,
  );
  console.log(
    `restocks through the admin api: ${ledger.restocks.length} acknowledged (${ledger.restockConflicts} answered 412 and were read again)`,
  );
}

/** Per fault window: how many 5xx and transport errors fell inside it, and order attempts sent again (the cluster's report). */
export function windowRows(failures, windows, retries = []) {
  const within = (w) => (event) => event.at >= w.start && event.at <= w.end;
  return windows.map((w) => {
    const inside = failures.filter(within(w));
    return {
      window: w.name,
      seconds: round1((w.end - w.start) / 1000),
      '5xx': inside.filter((f) => f.status >= 500).length,
      'transport errors': inside.filter((f) => f.status === 0).length,
      'order retries': retries.filter(within(w)).length,
    };
  });
}

/** The open loop's stages and the sustainable rate. */
export function printStages(result) {
  console.table(
    result.stages.map((s) => ({
      'target ops/s': s.rate,
      'achieved ops/s': round1(s.achieved),
      'req/s': round1(s.requestsPerSecond),
      ...Object.fromEntries(
        Object.entries(s.routes).flatMap(([route, r]) => [
          [`${route} n`, r.count],
          [`${route} p50`, round1(r.p50)],
          [`${route} p99`, round1(r.p99)],
        ]),
      ),
      dropped: s.dropped,
      'late ms': round1(s.maxLateMs),
      verdict: s.ok ? 'ok' : s.reason,
    })),
  );
  console.log(
    result.sustainable
      ? `sustainable open-loop rate: ${result.sustainable.rate} operations/s (${round1(result.sustainable.requestsPerSecond)} req/s) with ${Object.keys(result.sustainable.routes).join(' and ')} p99 <= ${result.p99Ms} ms`
      : `no stage kept ${Object.keys(result.stages[0]?.routes ?? {}).join(' and ')} p99 <= ${result.p99Ms} ms (lower LOAD_RATE_START)`,
  );
}
