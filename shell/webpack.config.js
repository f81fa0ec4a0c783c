// @ts-check
const path = require('node:path');
const { federatedConfig, PRERENDER_BUNDLE } = require('@kingside/webpack-config');
// Built by `tsc -b` before any webpack run.
const { NOT_FOUND_TITLE } = require('@kingside/contracts');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  entry: './src/index.tsx',
  port: 3000,
  host: true,
  // The pages pre-rendered at build time (src/prerender.tsx), each an HTML page of the build; the api picks one by the
  // path (shellPageFor in @kingside/contracts/api):
  //   index.html     nothing pre-rendered (the frameless sign-in pages; always built)
  //   frame.html     the public frame with an empty <main> (every other page)
  //   home.html      Home in its frame
  //   notfound.html  the not-found page in its frame, with its title (an unknown path, answered 404)
  prerender: {
    entry: './src/prerender.tsx',
    // The bundle the pre-render compilation has just written: a fresh copy for each build.
    load: () => {
      const bundle = path.join(__dirname, PRERENDER_BUNDLE);
      delete require.cache[bundle];
      return require(bundle);
    },
    pages: { 'home.html': 'home', 'frame.html': 'frame', 'notfound.html': 'notfound' },
    titles: { 'notfound.html': NOT_FOUND_TITLE },
    // Home is drawn from a chunk of its own: its page preloads it.
    pageChunks: { 'home.html': ['home'] },
  },
});
