import os from 'node:os';
import { UciEngine } from './uciEngine';

/*
 * The analysis of members' games runs its engine at the lowest priority (jobs.ts), so that on a machine as small as
 * ours requests get the cores first (issue 46: the site stays responsive while games are analysed); the content proofs
 * keep the default.
 */
describe('the engine process', () => {
  it('runs at the lowest priority when asked, and at the default otherwise', async () => {
    const background = await UciEngine.start({ lowPriority: true });
    const foreground = await UciEngine.start();
    try {
      expect(os.getPriority(background.pid!)).toBe(os.constants.priority.PRIORITY_LOW);
      expect(os.getPriority(foreground.pid!)).toBe(os.getPriority(process.pid));
      // Still an engine: it answers a search.
      const result = await background.searchNodes('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', 20_000, { timeoutMs: 20_000 });
      expect(result.bestMove).toBe('a1a8');
    } finally {
      background.quit();
      foreground.quit();
    }
  }, 60_000);
});
