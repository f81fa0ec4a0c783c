// Build stamps: what each app's last build was made from, so `npm start` rebuilds exactly the apps whose
// inputs changed since (and says which input), and an unchanged tree starts at once. A stamp is a hash of
// each kind of input: the app's own sources, its configuration, the shared packages it compiles in and the
// lockfile (an upgraded dependency is a different build even when no source changed).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FRONTENDS = ['shell', 'mfe-learn', 'mfe-blog', 'mfe-shop', 'mfe-checkout', 'mfe-auth', 'mfe-admin'];
export const APPS = ['api', ...FRONTENDS];

/** Build output, caches and local data: never an input. */
const NOT_INPUT = new Set(['node_modules', 'dist', 'dist-server', 'dist-prerender', 'build', 'var', 'coverage', '.cache']);
const CONFIGURATION_FILE = /^(package\.json|tsconfig(\..+)?\.json|webpack\.config\.[cm]?js|.+\.config\.[cm]?[jt]s)$/;
/**
 * The one variable besides the files that changes what a frontend's build holds: its label
 * (packages/webpack-config), which scripts/publishRemote.mjs sets for a published version. A site built with
 * a label and started without (or the reverse) is rebuilt. Recorded only when set, so an unlabelled build's
 * stamp is what it always was.
 */
const LABEL_VARIABLE = 'KINGSIDE_BUILD_LABEL';

/** The stamps of the apps of the repository at `root` (a test passes a scratch copy and its environment). */
export function buildStamps(root = ROOT, env = process.env) {
  /** The file an app's build must have produced; without it the app is rebuilt whatever its stamp says. */
  function outputOf(app) {
    if (app === 'api') return path.join(root, 'api/dist/server.js');
    return path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  }

  const stampFile = (app) => path.join(root, app, 'dist', '.build-stamp.json');

  function filesUnder(relative) {
    const absolute = path.join(root, relative);
    if (!fs.existsSync(absolute)) return [];
    if (fs.statSync(absolute).isFile()) return [relative];
    const files = [];
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      if (NOT_INPUT.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) files.push(...filesUnder(child));
      else if (entry.isFile()) files.push(child);
    }
    return files;
  }

  const hashOfText = (text) => createHash('sha256').update(text).digest('hex');

  function hashOf(files) {
    const hash = createHash('sha256');
    for (const file of [...files].sort()) {
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)))
        .update('\0');
    }
    return hash.digest('hex');
  }

  /** The inputs of one app, by kind. */
  function inputsOf(app) {
    const own = filesUnder(app);
    const isConfiguration = (file) => CONFIGURATION_FILE.test(path.posix.basename(file)) && path.posix.dirname(file) === app;
    const packages = app === 'api' ? ['packages/contracts'] : ['packages/contracts', 'packages/ui'];
    return {
      sources: own.filter((file) => !isConfiguration(file)),
      configuration: [
        ...own.filter(isConfiguration),
        'tsconfig.json',
        'package.json',
        ...(app === 'api' ? [] : filesUnder('packages/webpack-config')),
      ],
      'shared packages': packages.flatMap(filesUnder),
      lockfile: ['package-lock.json'],
    };
  }

  /** The stamp the app's inputs have now. */
  function currentStamp(app) {
    const stamp = Object.fromEntries(Object.entries(inputsOf(app)).map(([kind, files]) => [kind, hashOf(files)]));
    if (app !== 'api' && env[LABEL_VARIABLE]) stamp['build label'] = hashOfText(env[LABEL_VARIABLE]);
    return stamp;
  }

  function recordedStamp(app) {
    try {
      return JSON.parse(fs.readFileSync(stampFile(app), 'utf8'));
    } catch {
      return undefined;
    }
  }

  function writeStamp(app, stamp) {
    fs.mkdirSync(path.dirname(stampFile(app)), { recursive: true });
    fs.writeFileSync(stampFile(app), `${JSON.stringify(stamp, null, 2)}\n`);
  }

  /** Why the app needs a build ("sources changed", "never built"…), or undefined when its build is current. */
  function whyRebuild(app, now = currentStamp(app)) {
    if (!fs.existsSync(outputOf(app))) return 'never built';
    const recorded = recordedStamp(app);
    if (!recorded) return 'built before build stamps';
    // Both sides' kinds: a label recorded but gone now is a change too.
    const changed = [...new Set([...Object.keys(now), ...Object.keys(recorded)])].filter((kind) => recorded[kind] !== now[kind]);
    return changed.length > 0 ? `${changed.join(', ')} changed` : undefined;
  }

  return { outputOf, inputsOf, currentStamp, recordedStamp, writeStamp, whyRebuild };
}

export const { outputOf, inputsOf, currentStamp, recordedStamp, writeStamp, whyRebuild } = buildStamps();
