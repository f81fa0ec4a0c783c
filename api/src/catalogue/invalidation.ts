import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps';
import { redisClient, redisSubscriber } from '../auth/redis';
import { invalidateCatalogue } from './responseCache';

/*
 * Every api instance keeps its own catalogue caches (responseCache, the server-rendered sections). After a
 * catalogue write, the instance that wrote clears its own at once and tells the others through Redis
 * pub/sub, on which each instance listens from its start; a message arrives within milliseconds. Without
 * REDIS_URL there is one instance (docs/deployment.md) and the local clear is all there is to do.
 *
 * Pub/sub delivers only to connected listeners: an instance whose subscription dropped may have missed
 * messages, so it clears everything whenever its subscription (re)connects. A write whose publish fails
 * (Redis down) is logged; the other instances then serve the previous catalogue until their next
 * reconnect clears it.
 */

/** The channel every instance listens on. The message is the id of the instance that wrote. */
export const CATALOGUE_CHANNEL = 'kingside:catalogue';

/** Each app's own id, so it skips its own messages (it cleared its caches before publishing). */
const origins = new WeakMap<AppDeps, string>();

function originOf(deps: AppDeps): string {
  let origin = origins.get(deps);
  if (!origin) origins.set(deps, (origin = randomUUID()));
  return origin;
}

const listening = new WeakSet<AppDeps>();

/** Starts listening for other instances' catalogue writes (createApp calls it; once per app). */
export function listenForCatalogueChanges(deps: AppDeps): void {
  if (!deps.config.redisUrl || listening.has(deps)) return;
  listening.add(deps);
  const origin = originOf(deps);
  const subscriber = redisSubscriber(deps);
  subscriber.on('ready', () => invalidateCatalogue(deps.db));
  subscriber
    .subscribe(CATALOGUE_CHANNEL, (message) => {
      if (message !== origin) invalidateCatalogue(deps.db);
    })
    .catch((error: unknown) => deps.logger.error({ err: error }, 'could not subscribe to catalogue changes'));
}

/**
 * Call once a catalogue write has COMMITTED (before, another instance could reload the old rows): clears
 * this instance's caches now and tells the others. Does not wait for Redis: the write is done either way,
 * and an admin's save must not hang on a Redis outage.
 */
export function catalogueChanged(deps: AppDeps): void {
  invalidateCatalogue(deps.db);
  if (!deps.config.redisUrl) return;
  redisClient(deps)
    .publish(CATALOGUE_CHANNEL, originOf(deps))
    .catch((error: unknown) => deps.logger.error({ err: error }, 'could not tell the other instances of a catalogue change'));
}
