import fs from 'node:fs';
import { USAGE_FILE, remoteUsage, usageText } from './remoteUsage.mjs';

/*
 * api/src/deployments/contractUsage.json is what the registry holds a new version's exposed types to
 * (docs/architecture.md §11). It must be what the shell's and the sections' code uses today, at the types this checkout's remotes declare:
 * regenerated here (the TypeScript compiler reading the remotes' exposed modules) and compared.
 */

describe('contractUsage.json', () => {
  it('is what scripts/remoteUsage.mjs writes from the code (run it after changing what a page loads from another section)', () => {
    expect(fs.readFileSync(USAGE_FILE, 'utf8')).toBe(usageText(remoteUsage()));
  }, 180_000);

  it('records the props a section passes to another one, at the type the other declares', () => {
    const usage = JSON.parse(fs.readFileSync(USAGE_FILE, 'utf8'));
    expect(usage.shop['./ProductTeaser']).toEqual([
      { consumer: 'learn', member: 'default', kind: 'function', props: { productIds: { type: 'number[]', optional: false } } },
    ]);
    expect(usage.auth['./AccountMenu']).toEqual([
      { consumer: 'shell', member: 'default', kind: 'function', props: { onNavigate: { type: '() => void', optional: true } } },
    ]);
  });
});
