import type { Config } from './config';
import type { Database } from './db/database';
import type { Metrics } from './http/metrics';
import type { Logger } from './logger';

/**
 * What the api is built from (createApp in app.ts): every router and service takes what it needs from these,
 * never from a global, so tests build as many apps as they like. In a module of its own so the routers and
 * services that take it do not import app.ts, which imports them.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** the Prometheus registry requests are recorded in (http/metrics.ts); unset = not recorded */
  metrics?: Metrics;
  /** the clock training schedules with (training/clock.ts); unset = the system clock */
  now?: () => Date;
}
