// @ts-check
/**
 * Build-time pre-rendering of a host's pages. A production build of the host is two compilations: first its
 * pre-render entry for Node (a module exporting `prerender(page)`, and `ready()` when pages load chunks of their own),
 * then the browser build, whose HTML pages get the pre-rendered markup inside #root. Which HTML pages there are, which
 * page of the entry each holds and their titles are the host's (`prerender` of federatedConfig, index.js): the shell
 * names its own in shell/webpack.config.js. Without this a page is blank until all of its start-up JavaScript has
 * arrived and run.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { nodeBundleConfig } = require('./server');
// Built by `tsc -b` before any webpack run.
const { SHELL_SERVER_BUNDLE } = require('@kingside/contracts');

const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * @typedef {object} PrerenderOptions
 * @property {string} entry the pre-render entry, for Node
 * @property {Record<string, string>} pages html page of the browser build -> page of the entry
 * @property {Record<string, string>} [titles] html page -> its <title>, where it is not the site's name
 * @property {Record<string, string[]>} [pageChunks] html page -> the chunks its page is drawn from, preloaded by it
 * @property {() => {prerender: (page: string) => string, ready?: () => Promise<unknown>}} load the host's own reading of
 *   the bundle the pre-render compilation has just written (PRERENDER_BUNDLE under its folder), fresh for each build
 */

/**
 * Where, under the host's folder, the pre-render compilation writes its bundle: contracts' SHELL_SERVER_BUNDLE, as the
 * same bundle is the shell's Node bundle the server draws pages with at request time (contracts' ShellServer).
 */
const PRERENDER_BUNDLE = SHELL_SERVER_BUNDLE;

/**
 * The host's pre-render entry for Node (see the top of this file).
 * @param {{dir: string, entry: string, rules: import('webpack').RuleSetRule[], resolve: import('webpack').ResolveOptions, assetModuleFilename: string}} options
 */
function prerenderConfig({ dir, ...options }) {
  const bundle = path.join(dir, PRERENDER_BUNDLE);
  return nodeBundleConfig({
    name: 'prerender',
    dir,
    outputPath: path.dirname(bundle),
    filename: path.basename(bundle),
    publicPath: '/',
    ...options,
  });
}

/** Puts the pre-rendered markup into the browser build's pages (see the top of this file). */
class PrerenderPlugin {
  /** @param {Pick<PrerenderOptions, 'pages' | 'load'>} options */
  constructor({ pages, load }) {
    this.pages = pages;
    this.load = load;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PrerenderPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(PrerenderPlugin.name, async (data) => {
        const page = this.pages[data.outputName];
        if (!page) return data;
        if (!data.html.includes(ROOT_ELEMENT)) throw new Error(`PrerenderPlugin: ${data.outputName} has no ${ROOT_ELEMENT}`);
        const { prerender, ready } = this.load();
        // Pages drawn from chunks of their own (Home) are loaded first: the render is synchronous.
        await ready?.();
        const markup = prerender(page);
        // A function, so a "$&" or "$'" in the page's text is not read as a replacement pattern. The page's
        // name tells the browser's start-up what it finds in #root.
        data.html = data.html.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${page}">${markup}</div>`);
        return data;
      });
    });
  }
}

module.exports = { prerenderConfig, PrerenderPlugin, PRERENDER_BUNDLE };
