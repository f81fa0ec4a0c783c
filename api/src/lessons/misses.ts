import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../shared/deps';
import { redisClient } from '../shared/redis';

/** A learner's wrong tries at one step are forgotten after this long without another. */
const MISS_TTL_MS = 60 * 60 * 1000;
/** The most steps remembered in memory; the least recently missed go first. */
const MAX_REMEMBERED = 50_000;

/**
 * Counts a learner's wrong tries at one step of an exercise, so the hint comes after MISSES_BEFORE_HINT of them
 * (docs/spec.md §7.11) without the client saying how often it missed: the move check's body is only the moves.
 * The learner is the member, or the client address for a guest. With REDIS_URL the count lives in Redis, so
 * every api instance sees it; in memory otherwise, and whenever Redis is not ready (a hint a little late is the
 * worst an outage does). Bounded in both: entries expire, and memory keeps at most MAX_REMEMBERED.
 */
export class MissCounter {
  // lru-cache bounds it and forgets each entry MISS_TTL_MS after its last miss (a set restarts the entry's time).
  private readonly memory = new LRUCache<string, number>({ max: MAX_REMEMBERED, ttl: MISS_TTL_MS });

  constructor(private readonly deps: AppDeps) {}

  /** Records one more miss at `key` and answers how many there have been. */
  async add(key: string): Promise<number> {
    const redis = this.readyRedis();
    if (redis) {
      try {
        const [count] = await redis.multi().incr(this.redisKey(key)).pExpire(this.redisKey(key), MISS_TTL_MS).exec();
        return Number(count);
      } catch (error) {
        this.deps.logger.warn({ err: error }, 'could not count a miss in Redis; counting it in memory');
      }
    }
    return this.addInMemory(key);
  }

  /** How many misses there have been at `key` (0 when none, or forgotten). */
  async count(key: string): Promise<number> {
    const redis = this.readyRedis();
    if (redis) {
      try {
        return Number((await redis.get(this.redisKey(key))) ?? 0);
      } catch (error) {
        this.deps.logger.warn({ err: error }, 'could not read a miss count from Redis; reading it from memory');
      }
    }
    return this.memory.get(key) ?? 0;
  }

  /** The step is solved: its misses no longer count. */
  async reset(key: string): Promise<void> {
    this.memory.delete(key);
    const redis = this.readyRedis();
    if (redis) await redis.del(this.redisKey(key)).catch(() => undefined);
  }

  private addInMemory(key: string): number {
    const count = (this.memory.get(key) ?? 0) + 1;
    this.memory.set(key, count);
    return count;
  }

  private readyRedis() {
    if (!this.deps.config.redisUrl) return undefined;
    const client = redisClient(this.deps);
    return client.isReady ? client : undefined;
  }

  private redisKey(key: string): string {
    return `kingside:misses:${key}`;
  }
}

const counters = new WeakMap<AppDeps, MissCounter>();

export function missCounter(deps: AppDeps): MissCounter {
  let counter = counters.get(deps);
  if (!counter) counters.set(deps, (counter = new MissCounter(deps)));
  return counter;
}
