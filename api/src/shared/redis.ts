import { createClient } from 'redis';
import type { AppDeps } from './deps';

export type RedisClient = ReturnType<typeof createClient>;

const clients = new WeakMap<AppDeps, RedisClient>();
const subscribers = new WeakMap<AppDeps, RedisClient>();

function connectClient(deps: AppDeps, role: string): RedisClient {
  if (!deps.config.redisUrl) throw new Error(`${role} needs REDIS_URL`);
  const client = createClient({ url: deps.config.redisUrl });
  client.on('error', (error: unknown) => deps.logger.error({ err: error, redis: role }, 'redis error'));
  void client.connect().catch((error: unknown) => deps.logger.error({ err: error, redis: role }, 'redis connection failed'));
  return client;
}

/**
 * The one Redis connection of an app (REDIS_URL), shared by the session store and the rate limiter so
 * several api instances agree on both. Connecting starts at once; commands sent meanwhile wait in the
 * client's queue. Errors are logged, not thrown: a Redis outage must not crash the process.
 */
export function redisClient(deps: AppDeps): RedisClient {
  const existing = clients.get(deps);
  if (existing) return existing;
  const client = connectClient(deps, 'redisClient');
  clients.set(deps, client);
  return client;
}

/**
 * The app's second Redis connection, for pub/sub: a connection that has subscribed can send no other
 * command, so it cannot be the shared one above. Same error handling; it re-subscribes after a reconnect.
 */
export function redisSubscriber(deps: AppDeps): RedisClient {
  const existing = subscribers.get(deps);
  if (existing) return existing;
  const client = connectClient(deps, 'redisSubscriber');
  subscribers.set(deps, client);
  return client;
}

async function close(map: WeakMap<AppDeps, RedisClient>, deps: AppDeps): Promise<void> {
  const client = map.get(deps);
  if (!client) return;
  map.delete(deps);
  if (client.isReady) await client.close();
  // Still connecting, or reconnecting after an outage: nothing to wait for, and its timers would keep the
  // process alive.
  else if (client.isOpen) client.destroy();
}

/** Closes the app's Redis connections, those it opened (tests, graceful shutdown). */
export async function closeRedis(deps: AppDeps): Promise<void> {
  await Promise.all([close(clients, deps), close(subscribers, deps)]);
}
