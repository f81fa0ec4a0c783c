import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { createApp } from '../app';
import type { AppDeps } from '../shared/deps';
import { closeRedis } from '../shared/redis';
import { loadConfig, type Env } from '../shared/config';
import { openDatabase } from '../database';
import { seed } from '../seed';
import { createLogger } from '../shared/logger';

/** One api instance as server.ts starts it (migrate, seed, serve), on its own loopback port. */
export interface Instance {
  name: string;
  url: string;
  deps: AppDeps;
  stop(): Promise<void>;
}

export async function startInstance(name: string, env: Env): Promise<Instance> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_ROOT: 'none', LOG_LEVEL: 'silent', SCRYPT_COST: '1024', ...env });
  const db = await openDatabase(config.databaseUrl, { poolMax: config.databasePoolMax });
  const deps: AppDeps = { config, db, logger: createLogger('silent') };
  await seed(deps);
  const server = createApp(deps).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    name,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deps,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      // Both Redis connections: the shared one and the catalogue-change subscription (catalogue/invalidation.ts).
      await closeRedis(deps);
      await db.close();
    },
  };
}

export const REDIS_FIX = 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no';

/**
 * A client on the Redis the instances share, failing loudly (with the command that starts one) when
 * nothing answers: a missing Redis must never turn into a silently skipped test.
 */
export async function connectRedis(url: string) {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(`Redis is not answering at ${url} (${(error as Error).message}). Start it: ${REDIS_FIX}`, { cause: error });
  }
  return client;
}

export type RedisConnection = Awaited<ReturnType<typeof connectRedis>>;

/** Deletes this app's keys (sessions, rate-limit counters) from the Redis database, and nothing else. */
export async function deleteKingsideKeys(redis: RedisConnection, pattern = 'kingside:*'): Promise<number> {
  let deleted = 0;
  for await (const keys of redis.scanIterator({ MATCH: pattern, COUNT: 200 })) {
    const batch = ([] as string[]).concat(keys);
    if (batch.length > 0) deleted += await redis.del(batch);
  }
  return deleted;
}
