// @ts-check
/**
 * The shell's start-up runs after the pre-rendered page has painted. main.js (the federation runtime, then
 * the start-up) is fetched from the first moment, preloaded with the other start-up chunks
 * (startupPreload.js), but evaluated only once the browser has drawn the HTML it already holds.
 *
 * As a deferred script, main.js ran as soon as the HTML was parsed whenever it had arrived by then: 60 ms
 * of evaluation on this project's VM, before the first paint, so the page (and on /shop its first
 * picture, the largest paint) appeared that much later, four times that on a mid-range phone. Lighthouse
 * then counts the whole start-up as needed for the first and largest paints (its LCP on /shop varied
 * between 1.1 and 2.5 s from one run to the next, as the script arrived before or after the paint).
 *
 * A small deferred loader (emitted here, same origin: the Content-Security-Policy allows no inline script)
 * adds main.js once the browser reports the first contentful paint (a frame drawn is not yet a frame on
 * screen: under load the report came after a next-frame callback had already run) and the page has loaded
 * (its pictures, the largest paint of /shop and /learn, drawn first), or after two seconds at most. A page
 * with nothing pre-rendered, or opened in a background tab (which paints nothing), starts at once.
 */
const crypto = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The loader: `data-start` names the script it starts. */
const LOADER = `(function () {
  var src = document.currentScript.getAttribute('data-start');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  }
  var root = document.getElementById('root');
  // Nothing pre-rendered to paint first (the sign-in pages), or a tab that paints nothing: start now.
  if (!root || !root.firstChild || document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function') {
    return start();
  }
  // Once the browser reports the first contentful paint (on screen, not only drawn) and the page's
  // pictures have loaded (the load event), so they are drawn before the start-up takes the main thread...
  var painted = false;
  var loaded = document.readyState === 'complete';
  function startWhenDrawn() {
    if (!painted || !loaded) return;
    // The frame that draws what has just loaded comes first (the callback runs before it, the task after).
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  try {
    new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      painted = true;
      startWhenDrawn();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    return start();
  }
  if (!loaded) {
    window.addEventListener('load', function () {
      loaded = true;
      startWhenDrawn();
    });
  }
  // ...or after two seconds whatever happens: a slow picture must not keep the page from going live.
  setTimeout(start, 2000);
})();
`;

/** Its file: content-hashed, so the server caches it for a year like any other hashed asset. */
const LOADER_FILE = `paint-first.${crypto.createHash('sha256').update(LOADER).digest('hex').slice(0, 8)}.js`;

class PaintFirstPlugin {
  /** @param {{entryFile: RegExp}} options which script tag of the page is the start-up (main.js) */
  constructor({ entryFile }) {
    this.entryFile = entryFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PaintFirstPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PaintFirstPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(LOADER_FILE, new compiler.webpack.sources.RawSource(LOADER)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PaintFirstPlugin.name, (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const index = data.headTags.findIndex((tag) => tag.tagName === 'script' && this.entryFile.test(String(tag.attributes.src)));
        if (index < 0) throw new Error(`PaintFirstPlugin: ${data.outputName} has no script matching ${this.entryFile}`);
        const src = String(data.headTags[index].attributes.src);
        data.headTags.splice(
          index,
          1,
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src, fetchpriority: 'low' }),
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${LOADER_FILE}`, 'data-start': src }),
        );
        return data;
      });
    });
  }
}

module.exports = { PaintFirstPlugin };
