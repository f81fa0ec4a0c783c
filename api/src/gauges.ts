import { catalogueCacheGauge } from './catalogue/responseCache';
import { remoteFailuresGauge } from './deployments/failures';
import type { Database } from './shared/db/database';
import type { ScrapedGauge } from './shared/http/metrics';

/** The gauges the domains add to the api's metrics (shared/http/metrics.ts holds the rest). */
export const domainGauges = (db: Database): ScrapedGauge[] => [catalogueCacheGauge(db), remoteFailuresGauge(db)];
