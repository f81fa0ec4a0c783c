import pino from 'pino';
import type { AppDeps } from '../shared/deps';
import { MissCounter } from './misses';

/** Without REDIS_URL the counter keeps its counts in memory: only the configuration and the logger are read. */
const inMemory = () => new MissCounter({ config: { redisUrl: undefined }, logger: pino({ level: 'silent' }) } as unknown as AppDeps);

describe('MissCounter in memory (no REDIS_URL)', () => {
  it('counts the misses at a step, each step and learner apart, and forgets them when the step is solved', async () => {
    const misses = inMemory();
    expect(await misses.add('a:1:7:1:0')).toBe(1);
    expect(await misses.add('a:1:7:1:0')).toBe(2);
    expect(await misses.add('a:2:7:1:0')).toBe(1);
    expect(await misses.count('a:1:7:1:0')).toBe(2);
    await misses.reset('a:1:7:1:0');
    expect(await misses.count('a:1:7:1:0')).toBe(0);
    expect(await misses.add('a:1:7:1:0')).toBe(1);
    expect(await misses.count('a:2:7:1:0')).toBe(1);
  });

  it('stays bounded: past 50,000 steps, the least recently missed is forgotten first', async () => {
    const misses = inMemory();
    await misses.add('first');
    await misses.add('kept');
    for (let step = 0; step < 49_998; step += 1) await misses.add(`step ${step}`);
    await misses.add('kept');
    await misses.add('one more');
    expect(await misses.count('first')).toBe(0);
    expect(await misses.count('kept')).toBe(2);
  });
});
