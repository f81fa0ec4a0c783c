import { randomUUID } from 'node:crypto';
import type { AppDeps } from './deps';
import { redisClient, redisSubscriber } from './redis';

/*
 * Every api instance keeps caches of its own (the catalogue's responses and sections, the remotes' live state).
 * After a write, the instance that wrote clears its own at once and tells the others through Redis pub/sub, on
 * which each instance listens from its start; a message arrives within milliseconds. Without REDIS_URL there is
 * one instance (docs/deployment.md) and the local clear is all there is to do.
 *
 * Pub/sub delivers only to connected listeners: an instance whose subscription dropped may have missed
 * messages, so it clears everything whenever its subscription (re)connects. A write whose publish fails
 * (Redis down) is logged; the other instances then serve what they had until their next reconnect clears it.
 */

/** Each app's own id, so it skips its own messages (it cleared its caches before publishing). */
const origins = new WeakMap<AppDeps, string>();

function originOf(deps: AppDeps): string {
  let origin = origins.get(deps);
  if (!origin) origins.set(deps, (origin = randomUUID()));
  return origin;
}

export interface ChangeBroadcast {
  /** Starts listening for other instances' changes (createApp calls it; once per app, a no-op without REDIS_URL). */
  listen(deps: AppDeps): void;
  /**
   * Call once a write has COMMITTED (before, another instance could reload the old rows): clears this instance's
   * caches now and tells the others. Does not wait for Redis: the write is done either way, and an admin's save
   * must not hang on a Redis outage.
   */
  changed(deps: AppDeps): void;
}

/** One kind of change, on its own channel; the message is the id of the instance that wrote. */
export function changeBroadcast(channel: string, what: string, clear: (deps: AppDeps) => void): ChangeBroadcast {
  const listening = new WeakSet<AppDeps>();
  return {
    listen(deps) {
      if (!deps.config.redisUrl || listening.has(deps)) return;
      listening.add(deps);
      const origin = originOf(deps);
      const subscriber = redisSubscriber(deps);
      subscriber.on('ready', () => clear(deps));
      subscriber
        .subscribe(channel, (message) => {
          if (message !== origin) clear(deps);
        })
        .catch((error: unknown) => deps.logger.error({ err: error }, `could not subscribe to ${what}`));
    },
    changed(deps) {
      clear(deps);
      if (!deps.config.redisUrl) return;
      redisClient(deps)
        .publish(channel, originOf(deps))
        .catch((error: unknown) => deps.logger.error({ err: error }, `could not tell the other instances of ${what}`));
    },
  };
}
