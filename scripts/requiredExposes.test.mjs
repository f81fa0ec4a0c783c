import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES } from '@kingside/contracts';
import { REQUIRED_EXPOSES } from '@kingside/contracts/deployments';

/*
 * REQUIRED_EXPOSES is what the registry's contract check holds a new version to (docs/architecture.md §11). It must
 * name exactly what the site loads: every module the shell or a remote loads from another remote, each of which
 * the remote's own webpack configuration exposes.
 */

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** The `exposes` of a remote's browser build, as its webpack configuration declares them. */
function exposedBy(dir) {
  const exported = require(path.join(root, dir, 'webpack.config.js'));
  const config = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  for (const { plugins = [] } of [config].flat()) {
    for (const plugin of plugins) {
      if (plugin.constructor.name === 'ModuleFederationPlugin' && plugin._options?.exposes) return Object.keys(plugin._options.exposes);
    }
  }
  return [];
}

/** The apps' source files under `dir`, tests aside. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every `remote="x" … module="./Y"` (a section or a slot) and `loadRemoteModule('x', './Y')` in the apps' code. */
function loadedModules() {
  const found = new Set();
  const dirs = ['shell', ...REMOTES.map((r) => r.dir)].map((dir) => path.join(root, dir, 'src'));
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/remote="(\w+)"[^>]*?module="(\.\/\w+)"/g)) found.add(`${match[1]} ${match[2]}`);
    for (const match of text.matchAll(/loadRemoteModule(?:<[^>]*>)?\('(\w+)', '(\.\/\w+)'\)/g)) found.add(`${match[1]} ${match[2]}`);
  }
  return found;
}

describe('REQUIRED_EXPOSES', () => {
  it.each(REMOTES.map((r) => [r.name, r.dir]))('%s: its build exposes every required module', (name, dir) => {
    expect(exposedBy(dir)).toEqual(expect.arrayContaining([...REQUIRED_EXPOSES[name]]));
  });

  it('names every module the shell and the remotes load from a remote, and nothing else', () => {
    const required = REMOTES.flatMap((r) => REQUIRED_EXPOSES[r.name].map((module) => `${r.name} ${module}`));
    expect([...loadedModules()].sort()).toEqual(required.sort());
  });
});
