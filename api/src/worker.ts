import { loadConfig } from './shared/config';
import { openDatabase } from './database';
import { createLogger } from './shared/logger';
import { closeGameJobs, gameJobs } from './training/games/jobs';
import { offsetClock } from './training/clock';

/*
 * `npm run worker`: a process that only analyses members' games (docs/spec.md §7.19, docs/deployment.md), taking
 * BullMQ's jobs from REDIS_URL; no HTTP, no migrations (the api instances run them). ANALYSIS_CONCURRENCY games at
 * once, each an engine on one core. SIGTERM stops taking jobs; a game cut short is taken again by a worker.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, config.logFormat);
  if (!config.redisUrl) {
    logger.error('npm run worker needs REDIS_URL: without Redis the api analyses games in-process');
    process.exit(1);
  }
  const db = await openDatabase(config.databaseUrl, { poolMax: Math.max(2, config.analysis.concurrency + 1) });
  const deps = { config, db, logger, ...(config.testClockFile ? { now: offsetClock(config.testClockFile) } : {}) };
  await gameJobs(deps).start();
  logger.info({ concurrency: config.analysis.concurrency, nodes: config.analysis.nodes }, 'analysing members’ games');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    void closeGameJobs(deps)
      .catch((error: unknown) => logger.warn({ err: error }, 'stopping the game analysis failed'))
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
