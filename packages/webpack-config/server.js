// @ts-check
/**
 * Node builds of an app's own sources: a remote's section server (contracts' SectionServer, which the site's server
 * loads to render the remote's pages into the first HTML), and the bundle the shell's build pre-renders with
 * (prerendering.js).
 */
const path = require('node:path');
const { buildLabelDefine, resolveOptions, moduleRules, ASSET_FILENAME } = require('./common');
// Built by `tsc -b` before any webpack run.
const { REMOTES, defaultRemoteBase, SECTION_SERVER_BUNDLE, SERVER_SHARED_GLOBAL, SERVER_SHARED_MODULES } = require('@kingside/contracts');

/** The packages of SERVER_SHARED_MODULES: a remote's Node bundle imports them only by those specifiers. */
const SHARED_PACKAGES = [
  ...new Set(SERVER_SHARED_MODULES.map((id) => (id.startsWith('@') ? id.split('/').slice(0, 2) : id.split('/').slice(0, 1)).join('/'))),
];

/**
 * The paths into those packages that each app bundles for itself, in Node as in the browser: code that keeps no state
 * and takes what it shares from the shared entry (@kingside/ui/parts, packages/ui/src/parts/index.ts).
 */
const BUNDLED_BY_EACH_APP = ['@kingside/ui/parts'];

/**
 * A remote's Node bundle takes the shared modules from the shell's (contracts' ShellServer.shared, which the server sets
 * on globalThis before it loads any remote's bundle), as its browser build takes them through Module Federation: one
 * React renders the page, one store holds its reads. Any other path into those packages but BUNDLED_BY_EACH_APP fails
 * the build, as the shell could not give it.
 * @type {(data: {request?: string}, callback: (error?: Error | null, result?: string[], type?: string) => void) => void}
 */
function sharedFromShell({ request }, callback) {
  if (request === undefined) return callback();
  if (/** @type {readonly string[]} */ (SERVER_SHARED_MODULES).includes(request))
    return callback(null, [SERVER_SHARED_GLOBAL, request], 'global');
  if (BUNDLED_BY_EACH_APP.includes(request)) return callback();
  const pkg = SHARED_PACKAGES.find((name) => request === name || request.startsWith(`${name}/`));
  if (pkg)
    return callback(
      new Error(
        `${request}: a remote's Node bundle imports ${pkg} only as ${SERVER_SHARED_MODULES.filter((id) => id === pkg || id.startsWith(`${pkg}/`)).join(', ')} (contracts' SERVER_SHARED_MODULES)`,
      ),
    );
  callback();
}

/**
 * A Node build of an app's own sources: same rules and asset names as the browser build (so a font's or
 * picture's URL is the one the browser build emits), no federation, nothing emitted but the bundle. The
 * shell's pre-render entry (run once at build time) and a remote's section server (contracts'
 * SectionServer, loaded by the server that serves the site) are built this way.
 * @param {object} options
 * @param {string} options.name the compilation's name
 * @param {string} options.dir the app's folder
 * @param {string} options.entry its Node entry module
 * @param {string} options.outputPath where the bundle goes
 * @param {string} options.filename the bundle's file name
 * @param {string} options.publicPath where the browser finds the app's files (asset URLs in the markup)
 * @param {import('webpack').RuleSetRule[]} options.rules
 * @param {import('webpack').ResolveOptions} options.resolve
 * @param {string} options.assetModuleFilename
 * @returns {import('webpack').Configuration}
 */
function nodeBundleConfig({ name, dir, entry, outputPath, filename, publicPath, rules, resolve, assetModuleFilename }) {
  return {
    name,
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { [name]: entry },
    output: {
      path: outputPath,
      filename,
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename,
      clean: true,
    },
    resolve,
    module: { rules },
    // Server code: minifying it would only cost build time.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's section server, built for Node into SECTION_SERVER_BUNDLE. It renders markup for pages served from where
 * its version lives: the remote's default location for the built-in build, /remotes/<name>/<version>/ for a published
 * one (KINGSIDE_SERVER_PUBLIC_PATH, set by scripts/publishRemote.mjs), so the files its markup links are that
 * version's own.
 * @param {{dir: string, name: string, entry: string, outRoot: string}} options the app's folder, container name,
 *   section server entry, and where its build goes (common.js's outputRoot)
 * @returns {import('webpack').Configuration}
 */
function sectionServerConfig({ dir, name, entry, outRoot }) {
  const remote = REMOTES.find((r) => r.container === name);
  if (!remote) throw new Error(`${name} is not a remote: only remotes have a section server`);
  const bundle = path.join(outRoot, SECTION_SERVER_BUNDLE);
  const server = nodeBundleConfig({
    name: 'section-server',
    dir,
    entry,
    outputPath: path.dirname(bundle),
    filename: path.basename(bundle),
    publicPath: process.env.KINGSIDE_SERVER_PUBLIC_PATH || defaultRemoteBase(remote.name),
    rules: moduleRules(true, false),
    resolve: resolveOptions(true),
    assetModuleFilename: ASSET_FILENAME,
  });
  server.plugins = [...(server.plugins ?? []), buildLabelDefine()];
  server.externals = sharedFromShell;
  return server;
}

module.exports = { nodeBundleConfig, sectionServerConfig };
