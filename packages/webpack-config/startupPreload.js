// @ts-check
/**
 * Preload, from the shell's HTML, the chunks its start-up cannot do without. Without this the browser
 * finds them one level at a time: the HTML names main.js, main.js (once evaluated) asks the federation
 * runtime for React, React for nothing more, index.tsx for react-dom, @kingside/ui and ./App, and so on:
 * each level a round trip before the page is React's. With the links the browser fetches them all in
 * parallel with main.js, and only evaluation stays in order. (They are few: browser.js's startupSplit puts
 * the shared packages of the start-up in one chunk.)
 * At low priority (as main.js itself, a deferred script): the first paint comes from the pre-rendered
 * HTML (prerendering.js) and the fonts, which must not wait behind these (Lighthouse counted the preloads,
 * at their default high priority, as render-blocking: first paint 2.5 s instead of 1.5 s).
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** @typedef {import('webpack').Compilation} Compilation @typedef {import('webpack').ChunkGroup} ChunkGroup */

class StartupPreloadPlugin {
  /**
   * @param {object} options
   * @param {string} options.entry the entry whose start-up this is ("main")
   * @param {string[]} options.shared the shared packages the start-up consumes (their provided chunks)
   * @param {Record<string, string[]>} [options.pageChunks] named chunks one HTML page's start-up also needs (Home's
   *   own chunk on home.html, which only a visit to / downloads: its first render waits for it)
   */
  constructor({ entry, shared, pageChunks = {} }) {
    this.entry = entry;
    this.shared = new Set(shared);
    this.pageChunks = pageChunks;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(StartupPreloadPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(StartupPreloadPlugin.name, (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const own = (this.pageChunks[data.outputName] ?? []).flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`StartupPreloadPlugin: no chunk named "${name}" for ${data.outputName}`);
          return [...chunk.files].filter((file) => file.endsWith('.js'));
        });
        for (const file of [...this.files(compilation), ...own]) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
              fetchpriority: 'low',
            }),
          );
        }
        return data;
      });
    });
  }

  /**
   * The JavaScript files of the entry's own dynamic imports (index.tsx: react-dom, @kingside/ui, ./App) and
   * of the shared packages it consumes at start-up, each once, in a stable order.
   * @param {Compilation} compilation
   * @returns {string[]}
   */
  files(compilation) {
    const entrypoint = compilation.entrypoints.get(this.entry);
    if (!entrypoint) throw new Error(`StartupPreloadPlugin: no entry "${this.entry}"`);
    const entryModules = new Set(entrypoint.chunks.flatMap((chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)]));
    const files = new Set();
    for (const group of entrypoint.getChildren()) {
      if (!group.origins.some((origin) => this.needed(origin, entryModules))) continue;
      for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
    return [...files].sort();
  }

  /**
   * An entry module's own dynamic import, or the module that provides one of the start-up's shared packages.
   * @param {ChunkGroup['origins'][number]} origin
   * @param {Set<import('webpack').Module>} entryModules
   */
  needed(origin, entryModules) {
    const module = origin.module;
    if (!module) return false;
    if (module.type === 'provide-module') {
      // A provided package's library identifier is "webpack/sharing/provide/<share scope>/<package>".
      const ident = module.libIdent({ context: '' }) ?? '';
      const name = /^webpack\/sharing\/provide\/[^/]+\/(.+)$/.exec(ident)?.[1];
      return name !== undefined && this.shared.has(name);
    }
    return entryModules.has(module) && module.type.startsWith('javascript/');
  }
}

module.exports = { StartupPreloadPlugin };
