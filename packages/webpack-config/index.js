// @ts-check
/**
 * The one webpack + Module Federation configuration every frontend app builds with, so that the seven
 * builds agree on what is shared (one React, one router, one store, one Emotion cache) and on how
 * TypeScript is compiled (swc: a cold build of all seven apps must fit in 3 minutes on 2 cores).
 */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { DefinePlugin } = require('webpack');
const { StartupPreloadPlugin } = require('./startupPreload');
const { PaintFirstPlugin } = require('./paintFirst');
const { EarlyInputPlugin } = require('./earlyInput');
const { FontPreloadPlugin } = require('./fontPreload');
const { nodeBundleConfig, prerenderConfig, PrerenderPlugin, PRERENDERED_PAGES, PRERENDERED_TITLES } = require('./prerender');
// Built by `tsc -b` before any webpack run (npm run build / dev do it first).
const { ACADEMY_NAME, REMOTES, remoteByName, defaultRemoteBase, SECTION_SERVER_BUNDLE } = require('@kingside/contracts');

const repoRoot = path.resolve(__dirname, '../..');
/**
 * The shared packages the shell's start-up consumes before its first render (index.tsx and what
 * @kingside/ui imports): preloaded from the HTML. e2e/platform/preload.spec.ts checks each is used on /.
 */
/**
 * The shell's start-up code in one chunk instead of a dozen small ones (one per shared package): every
 * request costs a round trip on a slow connection, and HTTP/1.1 carries six at a time. That is every
 * package but form validation (joi and its own, loaded with the forms) and the federation runtime (already
 * in main.js), and the shared workspace packages but their schemas: every module of theirs that imports
 * joi itself (schemas.ts and the schema files beside it, whatever their names), which only the forms
 * run, on first use (docs/architecture.md §4). In the start-up chunk they were 2.5 KB of every first visit.
 */
const STARTUP_CODE =
  /[\\/]node_modules[\\/](?!(joi|@hapi|@sideway|@module-federation|\.federation)[\\/])|[\\/]packages[\\/](ui|contracts)[\\/]src[\\/]/;
/** @param {import('webpack').Module} module */
const buildsSchemas = (module) =>
  module.dependencies.some((dependency) => /** @type {{request?: string}} */ (dependency).request === 'joi');
/**
 * Whether a module is needed anywhere but with the schemas: in a chunk that builds none. A contracts module only
 * a schema file imports (deployments.ts for DEPLOYMENT_MESSAGES, say) stays in the schemas' chunk, loaded with the
 * forms, instead of riding in the start-up chunk (enforced, it would take every matching module of every chunk).
 * @param {import('webpack').Module} module
 * @param {import('webpack').ChunkGraph} chunkGraph
 */
const neededBeyondSchemas = (module, chunkGraph) =>
  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => !chunkGraph.getChunkModules(chunk).some(buildsSchemas));
const STARTUP_SPLIT = {
  cacheGroups: {
    startup: {
      name: 'startup',
      chunks: /** @type {'all'} */ ('all'),
      enforce: true,
      /** @param {import('webpack').Module} module @param {{chunkGraph: import('webpack').ChunkGraph}} context */
      test: (module, { chunkGraph }) =>
        STARTUP_CODE.test(module.nameForCondition() ?? '') && !buildsSchemas(module) && neededBeyondSchemas(module, chunkGraph),
    },
  },
};
const STARTUP_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/styled',
  '@kingside/ui',
  '@kingside/contracts',
];
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

/**
 * Shared singletons. The router and Redux are not in this list on purpose: they live inside the shared
 * `@kingside/ui`, which re-exports what the apps use, so one copy exists at run time and webpack can
 * tree-shake them (a package shared by itself ships whole: react-router alone was ~52 KB compressed).
 * Subpath keys with a trailing slash ("react/", "@emotion/react/") share the subpath
 * imports too: without "@emotion/react/" a remote's jsx runtime brings its own Emotion and its `css`
 * prop silently gets another theme in production (docs/architecture.md §5).
 * @param {Record<string, string>} deps the app's dependencies, for requiredVersion
 */
function sharedSingletons(deps) {
  /** @param {string} pkg */
  const version = (pkg) => deps[pkg] ?? rootPkg.devDependencies?.[pkg] ?? false;
  /** @param {string} pkg the installed version, stated so subpath shares ("react/jsx-runtime") have one too */
  const installed = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] })).version;
  /** @type {Record<string, {singleton: true, requiredVersion: string | false, version?: string}>} */
  const shared = {};
  for (const pkg of ['react', 'react-dom', '@emotion/react', '@emotion/styled', '@kingside/ui', '@kingside/contracts']) {
    shared[pkg] = { singleton: true, requiredVersion: version(pkg) };
  }
  for (const pkg of ['react/', 'react-dom/', '@emotion/react/', '@kingside/contracts/']) {
    const base = pkg.slice(0, -1);
    shared[pkg] = { singleton: true, requiredVersion: version(base), version: installed(base) };
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
  ];
}

/** Hashed file names of files imported for their URL, the same in every build of an app. */
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name container name, a JavaScript identifier: "shell", "mfe_shop"
 * @param {Record<string, string>} [options.exposes] modules a remote exposes to the shell
 * @param {string} [options.entry] the shell's entry
 * @param {string} [options.standaloneEntry] a remote's minimal host for `npm run dev -w <remote>`
 * @param {string} [options.serverEntry] a remote's section server (contracts' SectionServer), built for Node
 *   in production into SECTION_SERVER_BUNDLE
 * @param {number} options.port dev-server port
 */
function federatedConfig({ dir, name, exposes, entry, standaloneEntry, serverEntry, port }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isShell = name === 'shell';
  /** @param {Record<string, unknown>} _env @param {{mode?: string}} argv */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const apiTarget = process.env.API_DEV_URL ?? 'http://localhost:3100';
    const outRoot = outputRoot(dir, isShell);
    /** @type {import('webpack').Configuration & {devServer?: Record<string, unknown>}} */
    const config = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isShell ? { main: entry ?? './src/index.ts' } : standaloneEntry && !production ? { standalone: standaloneEntry } : {},
      devtool: production ? (process.env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(outRoot, 'dist'),
        // Entries of a federated build keep fixed names (a [contenthash] there breaks the build): chunks
        // are hashed and cached forever, entries are revalidated (the shell's HTML adds a ?hash to bust).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        // Remotes resolve their chunks relative to wherever their manifest was loaded from, so a team can
        // move a remote to another origin without rebuilding the shell.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: resolveOptions(production),
      module: { rules: moduleRules(production) },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
        ...(isShell && production ? { splitChunks: STARTUP_SPLIT } : {}),
      },
      performance: { hints: false },
      plugins: [
        buildLabelDefine(),
        new ModuleFederationPlugin({
          name,
          filename: isShell ? undefined : 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedSingletons(pkg.dependencies ?? {}),
          // Only fetch a remote when it is needed: the default would fetch every remote entry at start-up
          // and one dead remote could hang the whole site.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // The shell provides the federation runtime once; remotes use it instead of each shipping a copy
          // (about 20 KB compressed per remote entry).
          experiments: {
            asyncStartup: true,
            ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Browser builds: the runtime's Node-only code paths are left out.
            optimization: { target: 'web' },
          },
        }),
        // Brotli and gzip copies next to each file, served as they are by the api (no per-request work).
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|svg|json)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|svg|json)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
        // The shell's pages: index.html, and in production also the pages with pre-rendered markup
        // (prerender.js). A remote's standalone page in development.
        ...(isShell || (standaloneEntry && !production)
          ? ['index.html', ...(isShell && production ? Object.keys(PRERENDERED_PAGES) : [])].map(
              (filename) =>
                new HtmlWebpackPlugin({
                  filename,
                  template: path.join(__dirname, 'index.html'),
                  title: isShell ? (PRERENDERED_TITLES[filename] ?? ACADEMY_NAME) : `${name} (standalone)`,
                  chunks: isShell ? ['main'] : ['standalone'],
                  // Absolute, so deep links (/blog/3) still find the script; a remote's own publicPath is 'auto'.
                  publicPath: '/',
                  scriptLoading: 'defer',
                  hash: production,
                  // The server replaces the <!--runtime-config--> comment with the remotes' locations.
                  minify: production ? { collapseWhitespace: true, removeComments: false, minifyCSS: true } : false,
                }),
            )
          : []),
        ...(isShell && production ? [new PrerenderPlugin({ dir })] : []),
        ...(isShell && production ? [new StartupPreloadPlugin({ entry: 'main', shared: STARTUP_SHARED })] : []),
        ...(isShell && production ? [new EarlyInputPlugin()] : []),
        ...(isShell && production ? [new PaintFirstPlugin({ entryFile: /^\/main\.js(\?|$)/ })] : []),
        ...(isShell && production ? [new FontPreloadPlugin({ file: /^assets\/inter-400-basic\.[0-9a-f]+\.woff2$/ })] : []),
      ],
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false } },
        proxy: [
          { context: ['/api', '/images', '/uploads'], target: apiTarget },
          // The shell in dev mode finds each remote under /remotes/<name>/, as in production.
          ...(isShell
            ? REMOTES.map((remote) => ({
                context: [`/remotes/${remote.name}`],
                target: `http://localhost:${remote.port}`,
                pathRewrite: { [`^/remotes/${remote.name}`]: '' },
              }))
            : []),
        ],
      },
      stats: 'errors-warnings',
    };
    if (serverEntry && production) {
      // The section server renders markup for pages served from where its version lives: the remote's default
      // location for the built-in build, /remotes/<name>/<version>/ for a published one (KINGSIDE_SERVER_PUBLIC_PATH,
      // set by scripts/publishRemote.mjs), so the files its markup links are that version's own.
      const remote = REMOTES.find((r) => r.container === name);
      if (!remote) throw new Error(`${name} is not a remote: only remotes have a section server`);
      const bundle = path.join(outRoot, SECTION_SERVER_BUNDLE);
      const server = nodeBundleConfig({
        name: 'section-server',
        dir,
        entry: serverEntry,
        outputPath: path.dirname(bundle),
        filename: path.basename(bundle),
        publicPath: process.env.KINGSIDE_SERVER_PUBLIC_PATH || defaultRemoteBase(remote.name),
        rules: moduleRules(true, false),
        resolve: resolveOptions(true),
        assetModuleFilename: ASSET_FILENAME,
      });
      server.plugins = [...(server.plugins ?? []), buildLabelDefine()];
      return [server, { ...config, name: 'browser' }];
    }
    if (!(isShell && production)) return config;
    // The shell's production build pre-renders first (prerender.js), then builds for the browser.
    const prerender = prerenderConfig({
      dir,
      entry: './src/prerender.tsx',
      rules: moduleRules(true, false),
      resolve: resolveOptions(true),
      assetModuleFilename: ASSET_FILENAME,
    });
    return [prerender, { ...config, name: 'browser', dependencies: [prerender.name ?? 'prerender'] }];
  };
}

module.exports = { federatedConfig, sharedSingletons, REMOTES, remoteByName };
