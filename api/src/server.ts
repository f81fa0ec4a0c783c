import type { Server } from 'node:http';
import net from 'node:net';
import { createApp } from './app';
import { closeRedis } from './shared/redis';
import { loadConfig } from './shared/config';
import { openDatabase } from './database';
import { seed } from './seed';
import { domainGauges } from './gauges';
import { createMetrics, serveMetrics } from './shared/http/metrics';
import { createLogger } from './shared/logger';
import { startMailQueue } from './shared/mail/mailQueue';
import { startReminders } from './training/reminders';
import { startUnpaidOrderSweep } from './payments/unpaidOrders';
import { startMarketingSweep } from './marketing';
import { offsetClock } from './training/clock';
import { startDraining } from './shared/http/drain';
import { closeGameJobs, gameJobs } from './training/games/jobs';

/**
 * After a drain stops listening, how long idle keep-alive connections are left for their client to close: longer than
 * the balancer's own idle timeout (nginx's keepalive_timeout 4s, deploy/nginx), so that every connection a balancer
 * keeps has been closed by the balancer itself, never under a request it is sending. Those still idle then are a
 * client's own (a browser straight on the instance), which sends again on a new connection: closed.
 */
const BALANCER_IDLE_MS = 5000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, config.logFormat);
  const db = await openDatabase(config.databaseUrl, { poolMax: config.databasePoolMax });
  // Prometheus scrapes a listener of its own, not the public port (docs/observability.md); off unless METRICS_PORT is set.
  const metrics = config.metricsPort ? createMetrics({ config, db, logger, gauges: domainGauges(db) }) : undefined;
  const deps = { config, db, logger, metrics, ...(config.testClockFile ? { now: offsetClock(config.testClockFile) } : {}) };
  await seed(deps);
  const app = createApp(deps);
  // Mail queued and not yet sent (order e-mails whose send failed, or a restart came in between): now,
  // then every half minute.
  const mailQueue = startMailQueue(deps);
  // The training reminders of members who opted in (docs/spec.md §7.15): now, then every ten minutes.
  const reminders = startReminders(deps);
  // Pending orders whose payment window has passed (docs/spec.md §4.6): cancelled, their stock back; now, then every
  // five minutes. Every instance sweeps; each order is cancelled once (payments/unpaidOrders.ts).
  const unpaidOrders = startUnpaidOrderSweep(deps);
  // Members' games to analyse (docs/spec.md §7.19): in-process without Redis, else this instance is one of BullMQ's
  // workers (ANALYSIS_CONCURRENCY=0: none); the games a previous run left waiting are taken up.
  await gameJobs(deps).start();
  // Back-in-stock e-mails and abandoned-cart reminders (docs/spec.md §7.20): now, then every five minutes, on every
  // instance; each e-mail is claimed once (marketing/).
  const marketing = startMarketingSweep(deps);
  const server: Server = app.listen(config.port, () => {
    logger.info({ port: config.port, database: config.databaseUrl.split(':')[0] }, `Kingside Academy is serving ${config.publicUrl}`);
    if (config.adminGenerated) {
      logger.warn(
        `Development administrator: ${config.adminEmail} / ${config.adminPassword} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`,
      );
    }
  });
  server.keepAliveTimeout = 65_000;
  const metricsServer = metrics && serveMetrics(metrics, { port: config.metricsPort, host: config.metricsHost }, logger);

  let stopping = false;
  /** The game analysis, closed at the signal: it takes no new game while the instance drains, and finishes the one it has. */
  let jobsClosed: Promise<void> = Promise.resolve();
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    jobsClosed = closeGameJobs(deps).catch((error: unknown) => logger.warn({ err: error }, 'stopping the game analysis failed'));
    // SIGTERM (an orchestrator's, a rolling restart): readiness fails and every answer closes its connection, the
    // instance still answering while it drains (config.drainMs); Ctrl-C stops at once.
    const drainMs = signal === 'SIGTERM' ? config.drainMs : 0;
    logger.info({ signal, drainMs }, 'shutting down: draining, then finishing in-flight requests');
    if (drainMs > 0) startDraining(server);
    setTimeout(() => close(drainMs === 0), drainMs).unref();
    setTimeout(
      () => {
        logger.warn('shutdown grace period over; exiting');
        process.exit(0);
      },
      Math.max(config.shutdownGraceMs, drainMs),
    ).unref();
  };
  // Stop accepting connections, then, once every connection has ended, the mail queue (its timer, and the sends under
  // way), Redis (the shared connection and the catalogue-change subscription), then the database. Not http's
  // server.close(): it also closes the idle keep-alive connections at once (Node 19+), and a balancer sending a request
  // on one of them at that moment gets a reset (nginx answers a POST 502: it never sends one twice). Left open, such a
  // connection's next answer closes it (drain.ts), or the balancer closes it when idle (its keepalive_timeout, 4 s);
  // BALANCER_IDLE_MS later the idle ones left are closed. A SIGINT closes them at once.
  const close = (closeIdle: boolean) => {
    const closed = () => {
      reminders.stop();
      unpaidOrders.stop();
      void marketing
        .stop()
        .catch((error: unknown) => logger.warn({ err: error }, 'stopping the marketing sweep failed'))
        .then(() => jobsClosed)
        .then(() => mailQueue.stop())
        .catch((error: unknown) => logger.warn({ err: error }, 'stopping the mail queue failed'))
        .then(() => closeRedis(deps))
        .catch((error: unknown) => logger.warn({ err: error }, 'closing redis failed'))
        .then(() => db.close())
        .finally(() => process.exit(0));
    };
    if (closeIdle) {
      server.close(closed);
      // Connections whose last request just finished become idle: close those too, as they appear.
      setInterval(() => server.closeIdleConnections(), 100).unref();
    } else {
      net.Server.prototype.close.call(server, closed);
      setTimeout(() => setInterval(() => server.closeIdleConnections(), 100).unref(), BALANCER_IDLE_MS).unref();
    }
    metricsServer?.close();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
