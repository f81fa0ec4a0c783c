import { createClient } from 'redis';
import type { AppDeps } from '../app';

export type RedisClient = ReturnType<typeof createClient>;

const clients = new WeakMap<AppDeps, RedisClient>();

/**
 * The one Redis connection of an app (REDIS_URL), shared by the session store and the rate limiter so
 * several api instances agree on both. Connecting starts at once; commands sent meanwhile wait in the
 * client's queue. Errors are logged, not thrown: a Redis outage must not crash the process.
 */
export function redisClient(deps: AppDeps): RedisClient {
  const existing = clients.get(deps);
  if (existing) return existing;
  if (!deps.config.redisUrl) throw new Error('redisClient needs REDIS_URL');
  const client = createClient({ url: deps.config.redisUrl });
  client.on('error', (error: unknown) => deps.logger.error({ err: error }, 'redis error'));
  void client.connect().catch((error: unknown) => deps.logger.error({ err: error }, 'redis connection failed'));
  clients.set(deps, client);
  return client;
}

/** Closes the app's Redis connection, if it opened one (tests, graceful shutdown). */
export async function closeRedis(deps: AppDeps): Promise<void> {
  const client = clients.get(deps);
  if (!client) return;
  clients.delete(deps);
  if (client.isOpen) await client.quit();
}
