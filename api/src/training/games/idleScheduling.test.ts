import fs from 'node:fs';
import { UciEngine } from './uciEngine';

/*
 * On Linux the analysis's engine also runs under SCHED_IDLE (uciEngine.ts idleScheduling), so that a request's thread
 * that wakes takes the core back at once; the content proofs' engine keeps the default policy.
 */

/** Linux's scheduling policy of a process: the 41st field of /proc/{pid}/stat (the fields after the name's parenthesis). */
const schedulingPolicy = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[38]);
const SCHED_IDLE = 5;

const onLinux = process.platform === 'linux' ? it : it.skip;

describe('the engine’s scheduling', () => {
  onLinux(
    'is SCHED_IDLE for a background engine, the default otherwise',
    async () => {
      const background = await UciEngine.start({ lowPriority: true });
      const foreground = await UciEngine.start();
      try {
        expect(schedulingPolicy(background.pid!)).toBe(SCHED_IDLE);
        expect(schedulingPolicy(foreground.pid!)).toBe(schedulingPolicy(process.pid));
      } finally {
        background.quit();
        foreground.quit();
      }
    },
    60_000,
  );
});
