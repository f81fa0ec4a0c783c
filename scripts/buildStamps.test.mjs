import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStamps } from './buildStamps.mjs';

/** A scratch repository with the files an app's stamp reads, and its build output. */
function scratch() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamps-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  for (const [file, text] of Object.entries({
    'package.json': '{}',
    'tsconfig.json': '{}',
    'package-lock.json': '{"v":1}',
    'packages/contracts/src/index.ts': 'export const A = 1;',
    'packages/ui/src/index.ts': 'export const B = 1;',
    'packages/webpack-config/index.js': 'module.exports = {};',
    'mfe-shop/package.json': '{}',
    'mfe-shop/webpack.config.js': 'module.exports = {};',
    'mfe-shop/src/ShopPage.tsx': 'export {};',
  })) {
    write(file, text);
  }
  return { root, write, stamps: buildStamps(root) };
}

/** Builds mfe-shop: its output and the stamp of its inputs now. */
function built({ write, stamps }) {
  write('mfe-shop/dist/mf-manifest.json', '{}');
  stamps.writeStamp('mfe-shop', stamps.currentStamp('mfe-shop'));
}

describe('build stamps', () => {
  it('needs a build when the app was never built, and none right after one', () => {
    const repo = scratch();
    expect(repo.stamps.whyRebuild('mfe-shop')).toBe('never built');
    built(repo);
    expect(repo.stamps.whyRebuild('mfe-shop')).toBeUndefined();
  });

  it.each([
    ['mfe-shop/src/ShopPage.tsx', 'sources changed'],
    ['mfe-shop/src/NewFile.tsx', 'sources changed'],
    ['mfe-shop/webpack.config.js', 'configuration changed'],
    ['packages/webpack-config/index.js', 'configuration changed'],
    ['tsconfig.json', 'configuration changed'],
    ['packages/ui/src/index.ts', 'shared packages changed'],
    ['package-lock.json', 'lockfile changed'],
  ])('says why after a change of %s: %s', (file, why) => {
    const repo = scratch();
    built(repo);
    repo.write(file, 'changed');
    expect(repo.stamps.whyRebuild('mfe-shop')).toBe(why);
  });

  it('ignores build output, caches and other apps', () => {
    const repo = scratch();
    built(repo);
    repo.write('mfe-shop/dist/extra.js', 'x');
    repo.write('mfe-shop/dist-server/section.js', 'x');
    repo.write('mfe-shop/node_modules/.cache/x', 'x');
    repo.write('mfe-learn/src/Other.tsx', 'x');
    expect(repo.stamps.whyRebuild('mfe-shop')).toBeUndefined();
  });

  it('rebuilds an app whose output is gone, whatever its stamp says', () => {
    const repo = scratch();
    built(repo);
    fs.rmSync(path.join(repo.root, 'mfe-shop/dist/mf-manifest.json'));
    expect(repo.stamps.whyRebuild('mfe-shop')).toBe('never built');
  });

  it('names every kind that changed', () => {
    const repo = scratch();
    built(repo);
    repo.write('mfe-shop/src/ShopPage.tsx', 'changed');
    repo.write('package-lock.json', 'changed');
    expect(repo.stamps.whyRebuild('mfe-shop')).toBe('sources, lockfile changed');
  });
});
