// @ts-check
/**
 * What every build of an app shares, browser and Node alike: where it writes, how TypeScript and asset files are
 * compiled and resolved, the build's label, and the singletons the federated browser builds share.
 */
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');

const repoRoot = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(repoRoot, 'package.json'));

/**
 * Where a build writes: the app's own `dist/` and `dist-server/`, or with `KINGSIDE_OUT_DIR` set,
 * `<KINGSIDE_OUT_DIR>/dist` and `<KINGSIDE_OUT_DIR>/dist-server`. scripts/publishRemote.mjs builds a
 * version there, so publishing never overwrites the built-in build the running site serves, nor its build
 * stamp. Only remotes: the shell's build also reads back its pre-render bundle from its own folder.
 * @param {string} dir the app's folder
 * @param {boolean} isShell
 */
function outputRoot(dir, isShell) {
  const outDir = process.env.KINGSIDE_OUT_DIR;
  if (!outDir) return dir;
  if (isShell) throw new Error('KINGSIDE_OUT_DIR relocates the build of a remote; the shell always builds into shell/dist');
  return path.resolve(outDir);
}

/**
 * The build's label (`npm run publish:remote -- --label <text>` sets KINGSIDE_BUILD_LABEL): a string literal in
 * place of `process.env.KINGSIDE_BUILD_LABEL` in both bundles, so the server's markup and the browser's agree,
 * and empty for a normal build. Read by a remote's own code (mfe-shop/src/buildLabel.ts), not by @kingside/ui,
 * whose copy at run time is the shell's. Output is unchanged for code that never reads it.
 */
function buildLabelDefine() {
  return new DefinePlugin({ 'process.env.KINGSIDE_BUILD_LABEL': JSON.stringify(process.env.KINGSIDE_BUILD_LABEL ?? '') });
}

/** The subpaths of @kingside/contracts shared as singletons (every one but `training`). */
const CONTRACTS_SHARED_SUBPATHS = ['schemas', 'deployments', 'api', 'admin', 'payments'];

/**
 * What the production browser builds share as `@emotion/react` (emotionReact.mjs): the part of it the apps use, from its
 * production browser build, the file `@emotion/react/jsx-runtime` shares its theme's and cache's contexts with there.
 */
const EMOTION_REACT_USED = require.resolve('./emotionReact.mjs');
const EMOTION_REACT_BROWSER = path.join(repoRoot, 'node_modules/@emotion/react/dist/emotion-react.browser.esm.js');
if (!fs.existsSync(EMOTION_REACT_BROWSER)) throw new Error(`@emotion/react's production browser build is not at ${EMOTION_REACT_BROWSER}`);

/**
 * What the production browser builds share as `@kingside/ui`: its main entry but MemoryRouter, the server's and the
 * tests' router (packages/ui/src/index.ts).
 */
const UI_SHARED = path.join(path.dirname(require.resolve('@kingside/ui/package.json', { paths: [repoRoot] })), 'src/shared.ts');
if (!fs.existsSync(UI_SHARED)) throw new Error(`@kingside/ui's shared entry is not at ${UI_SHARED}`);

/**
 * Shared singletons. The router and Redux are not in this list on purpose: they live inside the shared
 * `@kingside/ui`, which re-exports what the apps use, so one copy exists at run time and webpack can
 * tree-shake them (a package shared by itself ships whole: react-router alone was ~52 KB compressed).
 * Subpath keys with a trailing slash ("react/", "@emotion/react/") share the subpath
 * imports too: without "@emotion/react/" a remote's jsx runtime brings its own Emotion and its `css`
 * prop silently gets another theme in production (docs/architecture.md §5).
 * @param {Record<string, string>} deps the app's dependencies, for requiredVersion
 * @param {boolean} production a production build shares the part of @emotion/react the apps use (EMOTION_REACT_USED), and
 *   of @kingside/ui's main entry all but MemoryRouter (UI_SHARED)
 */
function sharedSingletons(deps, production) {
  /** @param {string} pkg */
  const version = (pkg) => deps[pkg] ?? rootPkg.devDependencies?.[pkg] ?? false;
  /** @param {string} pkg the installed version, stated so subpath shares ("react/jsx-runtime") have one too */
  const installed = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] })).version;
  /** @type {Record<string, {singleton: true, requiredVersion: string | false, version?: string, import?: string}>} */
  const shared = {};
  for (const pkg of ['react', 'react-dom', '@emotion/react', '@kingside/ui']) {
    shared[pkg] = { singleton: true, requiredVersion: version(pkg) };
  }
  if (production) {
    shared['@emotion/react'] = { ...shared['@emotion/react'], import: EMOTION_REACT_USED, version: installed('@emotion/react') };
    shared['@kingside/ui'] = { ...shared['@kingside/ui'], import: UI_SHARED, version: installed('@kingside/ui') };
  }
  for (const pkg of ['react/', 'react-dom/', '@emotion/react/']) {
    const base = pkg.slice(0, -1);
    shared[pkg] = { singleton: true, requiredVersion: version(base), version: installed(base) };
  }
  // The contracts' subpaths that several remotes load on one page (joi with the schemas, above all) are shared;
  // `training` is not: it is data only, and a shared module ships whole, while each app bundles just the parts it uses.
  for (const subpath of CONTRACTS_SHARED_SUBPATHS) {
    shared[`@kingside/contracts/${subpath}`] = {
      singleton: true,
      requiredVersion: version('@kingside/contracts'),
      version: installed('@kingside/contracts'),
    };
  }
  return shared;
}

/**
 * react-router's package exports name its development build for every condition, so a production bundle
 * ships its development warnings (remix-run/react-router#14102); the package also holds a production
 * build, which production bundles take by path. The apps import react-router-dom, which re-exports
 * `react-router` and `react-router/dom`: both are aliased, as the two builds share chunks and must not mix.
 */
const REACT_ROUTER_DIST = path.dirname(
  require.resolve('react-router', { paths: [path.dirname(require.resolve('react-router-dom/package.json', { paths: [repoRoot] }))] }),
);
const REACT_ROUTER_PRODUCTION = path.join(REACT_ROUTER_DIST, '../production/index.mjs');
const REACT_ROUTER_DOM_PRODUCTION = path.join(REACT_ROUTER_DIST, '../production/dom-export.mjs');
for (const file of [REACT_ROUTER_PRODUCTION, REACT_ROUTER_DOM_PRODUCTION]) {
  if (!fs.existsSync(file)) throw new Error(`react-router's production build is not at ${file}`);
}

/**
 * Workspace packages are compiled from source (the "kingside-source" export condition).
 * @param {boolean} production
 * @returns {import('webpack').ResolveOptions}
 */
function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js'],
    conditionNames: ['kingside-source', '...'],
    ...(production ? { alias: { 'react-router$': REACT_ROUTER_PRODUCTION, 'react-router/dom$': REACT_ROUTER_DOM_PRODUCTION } } : {}),
  };
}

/**
 * TypeScript through swc, with Emotion's jsx runtime (the `css` prop); files imported for their URL.
 * @param {boolean} production
 * @param {boolean} [emitAssets] false for a build whose files the browser build already emits
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules(production, emitAssets = true) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2020',
            transform: {
              react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
            },
          },
        },
      },
    },
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/i, type: 'asset/resource', generator: { emit: emitAssets } },
    // hoist-non-react-statics (CommonJS, which says nothing of side effects) only defines its function: imported by
    // @emotion/react for withTheme, which no app uses (emotionReact.mjs), it would otherwise stay in every first visit.
    { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
    // react-router's production build (resolveOptions' alias), made to leave out what the apps do not use.
    ...(production ? [{ include: path.dirname(REACT_ROUTER_PRODUCTION), loader: require.resolve('./reactRouterLoader') }] : []),
  ];
}

/** Hashed file names of files imported for their URL, the same in every build of an app. */
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

module.exports = {
  repoRoot,
  outputRoot,
  buildLabelDefine,
  sharedSingletons,
  resolveOptions,
  moduleRules,
  ASSET_FILENAME,
  CONTRACTS_SHARED_SUBPATHS,
};
