// @ts-check
const path = require('node:path');
const { federatedConfig, PRERENDER_BUNDLE } = require('@kingside/webpack-config');
// Built by `tsc -b` before any webpack run.
const { NOT_FOUND_TITLE, SHELL_PAGE_TITLES } = require('@kingside/contracts');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  entry: './src/index.tsx',
  port: 3000,
  host: true,
  // The pages pre-rendered at build time (src/server.tsx), each an HTML page of the build; the api picks one by the
  // path (shellPageFor in @kingside/contracts/api):
  //   index.html     nothing pre-rendered: the template of the pages the server draws itself (src/server.tsx's renderPage)
  //   frame.html     the public frame with an empty <main> (any other page, when the server cannot draw it)
  //   home.html, about.html, contact.html, revival.html  the shell's own pages in their frame, with their titles
  //   notfound.html  the not-found page in its frame, with its title (an unknown path, answered 404)
  // The same bundle is the shell's Node bundle the server draws pages with (contracts' ShellServer).
  prerender: {
    entry: './src/server.tsx',
    // The bundle the pre-render compilation has just written: a fresh copy for each build.
    load: () => {
      const bundle = path.join(__dirname, PRERENDER_BUNDLE);
      delete require.cache[bundle];
      return require(bundle);
    },
    pages: {
      'home.html': 'home',
      'about.html': 'about',
      'contact.html': 'contact',
      'revival.html': 'revival',
      'frame.html': 'frame',
      'notfound.html': 'notfound',
    },
    // Their titles, as the pages set them themselves; the server writes each page's whole head (its description,
    // canonical link, Open Graph tags and JSON-LD: contracts' SHELL_PAGE_HEADS) when it sends it.
    titles: {
      'home.html': SHELL_PAGE_TITLES.home,
      'about.html': SHELL_PAGE_TITLES.about,
      'contact.html': SHELL_PAGE_TITLES.contact,
      'revival.html': SHELL_PAGE_TITLES.revival,
      'notfound.html': NOT_FOUND_TITLE,
    },
    // The shell's pages are drawn from chunks of their own: each page preloads its own.
    pageChunks: { 'home.html': ['home'], 'about.html': ['about'], 'contact.html': ['contact'], 'revival.html': ['revival'] },
  },
});
