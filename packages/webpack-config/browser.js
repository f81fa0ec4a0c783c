// @ts-check
/**
 * The browser build of an app: a Module Federation container (the shell, the host; or a remote with its remoteEntry
 * and mf-manifest.json), minified, pre-compressed, and for the shell its HTML pages with what they preload and run
 * first (the start-up chunks, the early-input script, the text font).
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { StartupPreloadPlugin } = require('./startupPreload');
const { EarlyInputPlugin } = require('./earlyInput');
const { FontPreloadPlugin } = require('./fontPreload');
const { PrerenderPlugin } = require('./prerendering');
const { ExposedTypesPlugin } = require('./exposedTypes');
const { buildLabelDefine, sharedSingletons, resolveOptions, moduleRules, ASSET_FILENAME, CONTRACTS_SHARED_SUBPATHS } = require('./common');
// Built by `tsc -b` before any webpack run (npm run build / dev do it first).
const { ACADEMY_NAME } = require('@kingside/contracts');

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
 * run, on first use (docs/architecture.md §4), so they stay out of every first visit. And what the builds share as
 * @emotion/react (common.js's emotionReact.mjs).
 */
const STARTUP_CODE =
  /[\\/]node_modules[\\/](?!(joi|@hapi|@sideway|@module-federation|\.federation)[\\/])|[\\/]packages[\\/](ui|contracts)[\\/]src[\\/]|[\\/]packages[\\/]webpack-config[\\/]emotionReact\.mjs$/;
/** @param {import('webpack').Module} module */
const buildsSchemas = (module) =>
  module.dependencies.some((dependency) => /** @type {{request?: string}} */ (dependency).request === 'joi');
/** The modules of the contracts' shared subpaths (common.js): each provided in a chunk of its own, loaded on first use. */
const CONTRACTS_SUBPATH = new RegExp(`[\\\\/]packages[\\\\/]contracts[\\\\/]src[\\\\/](${CONTRACTS_SHARED_SUBPATHS.join('|')})\\.ts$`);
/**
 * Whether a module is needed at start-up: in a chunk that is not loaded later. Those are the schemas' (a chunk that
 * builds one: loaded with the forms), the contracts' other shared subpaths' (loaded on first use), and the shell's pages'
 * (`pageChunks`: Home's chunk, which only a visit to / loads, its HTML preloading it). A module only they import
 * (deployments.ts for DEPLOYMENT_MESSAGES, say; the schemas' messages; a constant only Home reads) stays with them,
 * instead of riding in the start-up chunk (enforced, it would take every matching module of every chunk).
 * @param {import('webpack').Module} module
 * @param {import('webpack').ChunkGraph} chunkGraph
 * @param {Set<string>} pageChunks
 */
const neededAtStartUp = (module, chunkGraph, pageChunks) =>
  [...chunkGraph.getModuleChunksIterable(module)].some(
    (chunk) =>
      !(chunk.name && pageChunks.has(chunk.name)) &&
      !chunkGraph.getChunkModules(chunk).some((other) => buildsSchemas(other) || CONTRACTS_SUBPATH.test(other.nameForCondition() ?? '')),
  );
/**
 * Whether main.js itself imports a module (a contracts constant the start-up script reads): it stays in main.js, or the
 * start-up chunk would become part of the entry and load before the federation runtime that shares it.
 * @param {import('webpack').Module} module
 * @param {import('webpack').ChunkGraph} chunkGraph
 */
const inEntryChunk = (module, chunkGraph) => [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.canBeInitial());
/** @param {Set<string>} pageChunks the shell's pages' own chunks (prerendering.js's pageChunks) */
const startupSplit = (pageChunks) => ({
  cacheGroups: {
    startup: {
      name: 'startup',
      chunks: /** @type {'all'} */ ('all'),
      enforce: true,
      /** @param {import('webpack').Module} module @param {{chunkGraph: import('webpack').ChunkGraph}} context */
      test: (module, { chunkGraph }) =>
        STARTUP_CODE.test(module.nameForCondition() ?? '') &&
        !buildsSchemas(module) &&
        neededAtStartUp(module, chunkGraph, pageChunks) &&
        !inEntryChunk(module, chunkGraph),
    },
  },
});
const STARTUP_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@kingside/ui',
];
/**
 * The federation runtime's packages each ship a CommonJS and an ES module build. The federation plugin points
 * `@module-federation/runtime` and `runtime-tools` at the CommonJS one (Node's resolution) while the bundler
 * runtime imports the ES one, so the shell's main.js, on every route, carried runtime-core and the sdk twice. Every
 * import of them takes the ES build instead: one copy.
 * e2e/platform/productionBuilds.spec.ts checks a first visit downloads one.
 */
const FEDERATION_RUNTIME_ESM = Object.fromEntries(
  ['runtime', 'runtime-tools', 'runtime-core', 'sdk', 'error-codes'].map((name) => {
    const pkg = `@module-federation/${name}`;
    const cjs = require.resolve(pkg, { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] });
    const root = cjs.slice(0, cjs.lastIndexOf(`${path.sep}dist${path.sep}`));
    const exportsOfRoot = require(path.join(root, 'package.json')).exports['.'];
    return [`${pkg}$`, path.join(root, exportsOfRoot.import.default)];
  }),
);

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name container name
 * @param {boolean} options.isShell
 * @param {boolean} options.production
 * @param {string} options.outRoot where dist/ goes (common.js's outputRoot)
 * @param {Record<string, string>} options.dependencies the app's package.json dependencies, for the shared singletons
 * @param {Record<string, string>} [options.exposes]
 * @param {string} [options.entry]
 * @param {string} [options.standaloneEntry]
 * @param {import('./prerendering').PrerenderOptions} [options.prerender] the host's pre-rendered pages
 * @returns {import('webpack').Configuration}
 */
function browserConfig({ dir, name, isShell, production, outRoot, dependencies, exposes, entry, standaloneEntry, prerender }) {
  const resolve = resolveOptions(production);
  /** @type {import('webpack').Configuration} */
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
    resolve: { ...resolve, alias: { ...resolve.alias, ...FEDERATION_RUNTIME_ESM } },
    module: { rules: moduleRules(production) },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      ...(isShell && production ? { splitChunks: startupSplit(new Set(Object.values(prerender?.pageChunks ?? {}).flat())) } : {}),
    },
    performance: { hints: false },
    plugins: [
      buildLabelDefine(),
      new ModuleFederationPlugin({
        name,
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: exposes ?? {},
        shared: sharedSingletons(dependencies, production),
        // Only fetch a remote when it is needed: the default would fetch every remote entry at start-up
        // and one dead remote could hang the whole site.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        // Module Federation's type generation (@mf-types.zip beside the version) when a version is published
        // (scripts/publishRemote.mjs sets KINGSIDE_REMOTE_TYPES): nothing downloaded, no dev server.
        ...(!isShell && production && process.env.KINGSIDE_REMOTE_TYPES === '1'
          ? {
              dts: {
                generateTypes: {
                  compileInChildProcess: false,
                  generateAPITypes: false,
                  extractThirdParty: false,
                  extractRemoteTypes: false,
                  abortOnError: true,
                },
                consumeTypes: false,
                tsConfigPath: path.join(dir, 'tsconfig.json'),
              },
              dev: false,
            }
          : { dts: false }),
        // The shell provides the federation runtime once; remotes use it instead of each shipping a copy
        // (about 20 KB compressed per remote entry).
        experiments: {
          asyncStartup: true,
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser builds: the runtime's Node-only code paths are left out. A remote loads no other remote itself (a
          // FederatedSlot's module comes through the shell's container): its remote entry leaves that code out too.
          optimization: { target: 'web', ...(isShell ? {} : { disableRemote: true }) },
        },
      }),
      // Brotli and gzip copies next to each file, served as they are by the api (no per-request work). Small files too:
      // the early-input script (about 1 KB) is on every first visit, 1036 bytes as it is and 376 with brotli. A copy that
      // saves less than a tenth is not kept (minRatio).
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 0,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json)$/,
              threshold: 0,
              minRatio: 0.9,
            }),
          ]
        : []),
      // The shell's pages: index.html, and in production also the pages with pre-rendered markup
      // (prerendering.js). A remote's standalone page in development.
      ...(isShell || (standaloneEntry && !production)
        ? ['index.html', ...(isShell && production && prerender ? Object.keys(prerender.pages) : [])].map(
            (filename) =>
              new HtmlWebpackPlugin({
                filename,
                template: path.join(__dirname, 'index.html'),
                title: isShell ? (prerender?.titles?.[filename] ?? ACADEMY_NAME) : `${name} (standalone)`,
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
      // The exposed modules' types, in mf-manifest.json: what the registry checks a version against (docs/architecture.md §11).
      ...(!isShell && production && exposes ? [new ExposedTypesPlugin({ dir, exposes, manifest: 'mf-manifest.json' })] : []),
      ...(isShell && production && prerender ? [new PrerenderPlugin(prerender)] : []),
      ...(isShell && production
        ? [new StartupPreloadPlugin({ entry: 'main', shared: STARTUP_SHARED, pageChunks: prerender?.pageChunks ?? {} })]
        : []),
      ...(isShell && production ? [new EarlyInputPlugin()] : []),
      ...(isShell && production ? [new FontPreloadPlugin({ file: /^assets\/inter-400-basic\.[0-9a-f]+\.woff2$/ })] : []),
    ],
    stats: 'errors-warnings',
  };
  return config;
}

module.exports = { browserConfig };
