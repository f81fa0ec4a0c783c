// @ts-check
/**
 * Build-time pre-rendering of the shell. A production build of the shell is two compilations: first its
 * pre-render entry (shell/src/prerender.tsx) for Node, then the browser build, whose HTML pages get the
 * pre-rendered markup inside #root:
 *   index.html  nothing pre-rendered (the frameless sign-in pages)
 *   frame.html  the public frame with an empty <main> (every other page)
 *   home.html   Home in its frame
 *   notfound.html  the not-found page in its frame, with its title (an unknown path, answered 404)
 * The server picks the page from the path (shellPageFor in @kingside/contracts/api). Without this the page is
 * blank until all of the start-up JavaScript has arrived and run.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { nodeBundleConfig } = require('./server');
// Built by `tsc -b` before any webpack run.
const { NOT_FOUND_TITLE } = require('@kingside/contracts');

const ROOT_ELEMENT = '<div id="root"></div>';
/** html page of the browser build -> page of shell/src/prerender.tsx */
const PRERENDERED_PAGES = { 'home.html': 'home', 'frame.html': 'frame', 'notfound.html': 'notfound' };
/** html page -> its <title> where it is not the site's name (the others are titled by the page in the browser) */
const PRERENDERED_TITLES = { 'notfound.html': NOT_FOUND_TITLE };

/**
 * The shell's pre-render entry for Node (see the top of this file).
 * @param {{dir: string, entry: string, rules: import('webpack').RuleSetRule[], resolve: import('webpack').ResolveOptions, assetModuleFilename: string}} options
 */
function prerenderConfig({ dir, ...options }) {
  return nodeBundleConfig({ name: 'prerender', dir, outputPath: bundleDir(dir), filename: 'prerender.js', publicPath: '/', ...options });
}

/** @param {string} dir */
function bundleDir(dir) {
  return path.join(dir, 'dist-prerender');
}

/** Puts the pre-rendered markup into the browser build's pages (see the top of this file). */
class PrerenderPlugin {
  /** @param {{dir: string}} options */
  constructor({ dir }) {
    this.bundle = path.join(bundleDir(dir), 'prerender.js');
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PrerenderPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(PrerenderPlugin.name, async (data) => {
        const page = PRERENDERED_PAGES[/** @type {keyof typeof PRERENDERED_PAGES} */ (data.outputName)];
        if (!page) return data;
        if (!data.html.includes(ROOT_ELEMENT)) throw new Error(`PrerenderPlugin: ${data.outputName} has no ${ROOT_ELEMENT}`);
        // A fresh copy of the bundle each build (the prerender compilation has just rewritten it).
        delete require.cache[this.bundle];
        /** @type {{prerender: (page: string) => string, ready?: () => Promise<unknown>}} */
        const { prerender, ready } = require(this.bundle);
        // Pages drawn from chunks of their own (Home) are loaded first: the render is synchronous.
        await ready?.();
        const markup = prerender(page);
        // A function, so a "$&" or "$'" in the page's text is not read as a replacement pattern. The page's
        // name tells the browser's start-up what it finds in #root (shell/src/index.tsx hydrates Home).
        data.html = data.html.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${page}">${markup}</div>`);
        return data;
      });
    });
  }
}

module.exports = { prerenderConfig, PrerenderPlugin, PRERENDERED_PAGES, PRERENDERED_TITLES };
