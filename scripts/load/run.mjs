// One load run against a base URL that is already serving (load.mjs starts one instance; `npm run cluster`
// can point it at its balancer): setup through the api, the traffic (closed or open loop) with the
// restocker beside it, then the report and the checks against the database.
import { createClient } from './client.mjs';
import { checkFailures, checkServing, snapshot, verify } from './invariants.mjs';
import { openLoop } from './openLoop.mjs';
import { createStats, printKinds, printLedger, printStages, windowRows } from './report.mjs';
import { preparePromotions } from './promotions.mjs';
import { ADMIN } from './server.mjs';
import { adminSignIn, prepareStock, startRestocker } from './stock.mjs';
import { createLedger, createTraffic, registerMembers } from './traffic.mjs';

/** The routes whose p99 the open loop holds to `p99Ms`: adding to a cart and placing an order (and its retries). */
export const SHOP_ROUTES = { 'cart add': ['cart add'], order: ['order', 'order retry'] };

/**
 * options: baseUrl; dbOptions (mysql2, the database the api writes: the primary); outboxDir (where the api
 * writes mail, shared by every instance); connections; durationS; maxRequests; timeoutMs (a request given
 * up); members; seed; stock {initial, scarceCount, scarceUnits, low, topUp, intervalMs}; open (null for the
 * closed loop, else openLoop's options); alongside(ledger, {deadline, members}) an optional task run beside the
 * traffic (a fault schedule: it pushes { name, start, end } to ledger.windows, inside which 5xx and
 * transport errors are counted per window, not violations; the cluster's games: `members` the verified members). Resolves { ledger, counts, stats, open }; the
 * run passed when ledger.violations is empty.
 */
export async function runLoad(options) {
  const { baseUrl, dbOptions, outboxDir, connections, durationS, maxRequests, seed, stock, open, alongside, timeoutMs = 30_000 } = options;
  const ledger = createLedger();
  const setupStats = createStats();
  // Setup and the last look wait a minute for an answer; the traffic's requests timeoutMs.
  const setup = createClient({ baseUrl, connections: 8, sinks: [setupStats], timeoutMs: 60_000 });
  const api = createClient({ baseUrl, connections, sinks: [], maxRequests, timeoutMs });
  try {
    const members = await registerMembers(setup, outboxDir, Math.max(1, Math.min(options.members, connections)));
    const token = await adminSignIn(setup, ADMIN);
    const stocked = await prepareStock(setup, token, ledger, stock);
    const promotions = await preparePromotions(setup, token, stocked);
    const [products, lessons] = await Promise.all([
      setup.request('setup', 'GET', '/api/products'),
      setup.request('setup', 'GET', '/api/lessons'),
    ]);
    const catalogue = { products: products.body, lessons: lessons.body };
    if (!catalogue.products.some((p) => p.id === promotions.bundle.id)) catalogue.products.push(promotions.bundle);
    console.log(
      `setup: ${catalogue.products.length} products (${stocked.size} kept in stock from ${stock.initial} units, restocked by ${stock.topUp} below ${stock.low}; the others left to sell out), ${members.length} members registered and verified through the outbox; discount codes ${[...promotions.codes.keys()].join(' and ')}, bundle ${promotions.bundle.id} of two kept products`,
    );
    const before = await snapshot(dbOptions);

    const stats = createStats();
    api.sinks = [stats];
    const traffic = createTraffic({
      api,
      ledger,
      catalogue,
      members,
      stocked,
      seed,
      runId: `${seed}-${Date.now().toString(36)}`,
      promotions,
    });
    const restocker = startRestocker(api, token, ledger, stocked, stock);
    const started = performance.now();
    let result = null;
    const deadline = Date.now() + durationS * 1000;
    const side = alongside ? alongside(ledger, { deadline, members }) : Promise.resolve();
    try {
      if (open) {
        result = await openLoop({
          traffic,
          api,
          routes: SHOP_ROUTES,
          seed,
          onStage: (s) =>
            console.log(
              `stage ${s.rate}/s: ${Object.entries(s.routes)
                .map(([name, r]) => `${name} p50 ${Math.round(r.p50)} ms p99 ${Math.round(r.p99)} ms`)
                .join(', ')}${s.ok ? '' : ` (${s.reason})`}`,
            ),
          ...open,
        });
      } else await traffic.closedLoop(connections, deadline);
    } finally {
      await restocker.stop();
      await side;
    }
    const seconds = (performance.now() - started) / 1000;
    printKinds(stats, seconds);
    if (result) printStages(result);
    if (ledger.windows.length > 0) console.table(windowRows(stats.failures, ledger.windows, ledger.retries));
    printLedger(ledger);

    const timedOut = checkFailures(ledger, stats.failures);
    if (timedOut > 0)
      console.log(
        `${timedOut} request(s) given up after ${timeoutMs} ms without an answer: slowness, not a violation (orders among them were sent again with their key)`,
      );
    await checkServing(ledger, setup);
    const counts = await verify(dbOptions, ledger, before);
    console.log(
      `checked: ${counts.orders} orders (${counts.orderLines} lines) against ${ledger.acknowledged.size} acknowledged; ${counts.unitsSold} units sold, ${counts.unitsRestocked} restocked in ${counts.restockLines} audited changes; ${counts.carts} carts with ${counts.cartLines} lines (${counts.cartsSetAside} set aside after an unclear answer); discount codes used ${Object.entries(
        counts.codeUses,
      )
        .map(([code, used]) => `${code} ${used}`)
        .join(', ')}`,
    );
    return { ledger, counts, stats, open: result };
  } finally {
    api.close();
    setup.close();
  }
}
