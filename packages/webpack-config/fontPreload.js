// @ts-check
/**
 * Preload, from the shell's HTML, the text face's small subset (Inter 400, basic: packages/ui/src/fonts.ts). A
 * server-rendered page's largest paint is often a paragraph. Drawn first in the fallback face, it was drawn again in
 * Inter when the browser's first render replaced the server's markup (a new node, a pixel or two larger), and Chromium
 * counted that second paint, after the JavaScript, as the largest. Preloaded, the face is there for the first paint.
 * Only this file: the bold and heading
 * faces draw titles and labels, never a page's largest paint, and each preload competes with the page for the line.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

class FontPreloadPlugin {
  /** @param {{ file: RegExp }} options the emitted font's name (content-hashed) */
  constructor({ file }) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(FontPreloadPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(FontPreloadPlugin.name, (data) => {
        const asset = Object.keys(compilation.assets).find((name) => this.file.test(name));
        if (!asset) throw new Error(`FontPreloadPlugin: no emitted font matches ${this.file}`);
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        // First in <head>: the font is wanted at the first layout; `crossorigin`, as fonts are always fetched in CORS
        // mode and a preload without it would not be used.
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `${publicPath}${asset}`,
            crossorigin: true,
          }),
        );
        return data;
      });
    });
  }
}

module.exports = { FontPreloadPlugin };
