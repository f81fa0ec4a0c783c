// @ts-check
/**
 * The one webpack + Module Federation configuration every frontend app builds with, so that the seven
 * builds agree on what is shared (one React, one router, one store, one Emotion cache) and on how
 * TypeScript is compiled (swc: a cold build of all seven apps must fit in 3 minutes on 2 cores).
 * The pieces: common.js (what every build shares), browser.js (the federated browser build), server.js (Node
 * builds: a remote's section server), prerendering.js (a host's pre-rendered pages), devServer.js (`npm run dev`).
 */
const path = require('node:path');
const { browserConfig } = require('./browser');
const { outputRoot, resolveOptions, moduleRules, ASSET_FILENAME } = require('./common');
const { devServerConfig } = require('./devServer');
const { prerenderConfig, PRERENDER_BUNDLE } = require('./prerendering');
const { sectionServerConfig } = require('./server');

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
 * @param {boolean} [options.host] the host: it loads the remotes and has the HTML pages
 * @param {import('./prerendering').PrerenderOptions} [options.prerender] the host's pages pre-rendered at build time
 */
function federatedConfig({ dir, name, exposes, entry, standaloneEntry, serverEntry, port, host = false, prerender }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isShell = host;
  /** @param {Record<string, unknown>} _env @param {{mode?: string}} argv */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const outRoot = outputRoot(dir, isShell);
    const browser = browserConfig({
      dir,
      name,
      isShell,
      production,
      outRoot,
      dependencies: pkg.dependencies ?? {},
      exposes,
      entry,
      standaloneEntry,
      prerender,
    });
    if (serverEntry && production) {
      return [sectionServerConfig({ dir, name, entry: serverEntry, outRoot }), { ...browser, name: 'browser' }];
    }
    if (!(isShell && production && prerender)) return { ...browser, devServer: devServerConfig({ port, isShell }) };
    // The host's production build pre-renders first (prerendering.js), then builds for the browser.
    const prerendering = prerenderConfig({
      dir,
      entry: prerender.entry,
      rules: moduleRules(true, false),
      resolve: resolveOptions(true),
      assetModuleFilename: ASSET_FILENAME,
    });
    return [prerendering, { ...browser, name: 'browser', dependencies: [prerendering.name ?? 'prerender'] }];
  };
}

module.exports = { federatedConfig, PRERENDER_BUNDLE };
