import fs from 'node:fs';
import path from 'node:path';
import {
  BUILT_IN_VERSION,
  REMOTES,
  RUNTIME_CONFIG_ELEMENT_ID,
  SECTION_HANDOVER_ELEMENT_ID,
  SHELL_PAGE_HEADS,
  cookieValue,
  keepsOfCookieHeader,
  type RemoteName,
  type RuntimeConfig,
} from '@kingside/contracts';
import { shellPageFor } from '@kingside/contracts/api';
import { CANARY_COOKIE } from '@kingside/contracts/deployments';
import type { ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import {
  BROWSER_ID_PATTERN,
  canaryRunning,
  newBrowserId,
  remotesForBrowser,
  runtimeConfigOf,
  type BrowserRemotes,
  builtInState,
  type LiveState,
  isStoredVersionName,
  withPreview,
  withPreviewBar,
  type Preview,
} from '../deployments';
import type { PublicCatalogue } from '../catalogue';
import { withPageHead } from './pageHead';
import {
  loadSectionServers,
  loadShellServer,
  loopbackReader,
  publishedSectionServers,
  sectionRenderer,
  withPageInRoot,
  type LoadedSection,
  type RenderedPage,
} from './sectionRendering';
import { API_ROOT } from '../shared/config';
import { SHARE_IMAGES_PATH, shareImageRoute } from './shareImage';
import { sitemapRoute } from './sitemap';

/**
 * Crawlers may read the shop and the lessons; the administration and the api are not pages to index. The sitemap is
 * named by its absolute URL, when the site knows its public URL.
 */
export function robotsTxt(publicUrl?: string): string {
  const rules = 'User-agent: *\nDisallow: /admin/\nDisallow: /api/\n';
  return publicUrl ? `${rules}\nSitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml\n` : rules;
}

/** A browser keeps its canary id for a year: it stays on the same side of every canary. */
const CANARY_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Hashed file names (name.1a2b3c4d.js) never change content: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/** The file a compressed copy (name.js.br, name.js.gz) was made from: its name says whether it is hashed. */
const COMPRESSED_COPY = /\.(br|gz)$/;

function setCacheHeaders(res: ServerResponse, filePath: string) {
  if (HASHED.test(path.basename(filePath).replace(COMPRESSED_COPY, '')))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/**
 * Static files of a build, answered with the brotli or gzip copy the build wrote next to each file when
 * the browser accepts it (compressed once at build time at the highest level, not on every request).
 */
function staticDir(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, fallthrough: true, setHeaders: setCacheHeaders, maxAge: 0 },
  });
}

/**
 * Which remotes a first visit to a path needs at once. None for Home: its previews sit below the fold and
 * load as they near the viewport.
 */
export function remotesForPath(pathname: string): string[] {
  const first = /^\/([a-z]+)(\/|$)/.exec(pathname)?.[1];
  return first !== undefined && Object.hasOwn(PATH_REMOTES, first) ? [PATH_REMOTES[first]!] : [];
}

/** The remote whose module shell/src/App.tsx mounts under each first segment of a page's path. */
const PATH_REMOTES: Record<string, RemoteName> = {
  learn: 'learn',
  train: 'learn',
  blog: 'blog',
  shop: 'shop',
  cart: 'checkout',
  checkout: 'checkout',
  account: 'checkout',
  auth: 'auth',
  admin: 'admin',
};

/**
 * Lets the browser fetch the manifests of the remotes the page is about to need while the shell's own
 * script is still arriving. Not the remote entries: a <script> consumes a preloaded response even when
 * that preload failed, so a section's Retry would replay the failure instead of fetching again.
 */
export function preloadTags(names: string[], remotes: Record<string, string>): string {
  return names
    .map((name) => remotes[name])
    .filter((base): base is string => Boolean(base))
    .map((base) => `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">`)
    .join('');
}

/** JSON inside <script type="application/json"> must not be able to close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A page the server drew: its markup in the bare page's #root, and, when it drew a section, the reads it was drawn
 * from in a JSON element the shell reads before its first render (contracts' SectionHandover). Null when the bare
 * page has no empty #root or no head.
 */
export function drawnPage(
  bare: string,
  { url, markup, handover, drawnFor }: Pick<RenderedPage, 'url' | 'markup' | 'handover'> & Partial<Pick<RenderedPage, 'drawnFor'>>,
): string | null {
  const page = withPageInRoot(bare, markup, url, drawnFor ?? null);
  if (page === null || !page.includes('</head>')) return null;
  if (!handover) return page;
  const tag = `<script type="application/json" id="${SECTION_HANDOVER_ELEMENT_ID}">${inlineJson(handover)}</script>`;
  return page.replace('</head>', () => `${tag}</head>`);
}

export function renderShellHtml(template: string, runtimeConfig: RuntimeConfig, preload = ''): string {
  const tag = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${inlineJson(runtimeConfig)}</script>`;
  // A function, so a "$&" in a configured URL is not read as a replacement pattern.
  return template.replace('<!--runtime-config-->', () => preload + tag);
}

/** What mountSite takes besides the build and config.remotes. */
export interface SiteOptions {
  /** a section's server rendering failed (the page is then the browser's) */
  onSectionError?: (error: unknown, url: string) => void;
  /** registers what to call when the catalogue changes: the server-rendered pages kept so far are dropped */
  onCatalogueChange?: (listener: () => void) => void;
  /** the remote registry's live state (deployments/liveRemotes.ts); without it every remote is its built-in build */
  live?: { current(): Promise<LiveState>; onChange(listener: () => void): void };
  /** REMOTES_DIR: published versions, served at /remotes/<name>/<version>/ and rendered with their own server bundle */
  remotesDir?: string;
  /** the canary cookie only over HTTPS (production; a request that arrived over HTTPS gets it anyway) */
  secureCookies?: boolean;
  /**
   * config.publicUrl: the site's absolute URL, from which each page's head (canonical link, Open Graph, JSON-LD), the
   * sitemap and robots.txt's Sitemap line name its pages. Without it pages keep the template's head, and there is no sitemap.
   */
  publicUrl?: string;
  /** the storefront's products, courses and articles (the catalogue's publicCatalogue), listed by /sitemap.xml */
  publicCatalogue?: () => Promise<PublicCatalogue>;
  /**
   * The version this browser previews, if any (deployments' pagePreview, issue 45): its pages load and are drawn with
   * that version, carry the preview bar, and are `private, no-store`, never kept here or by any shared cache.
   */
  preview?: (req: Request, res: Response) => Preview | null;
}

/** Rendered pages kept: one per page, remotes preloaded and runtime configuration (a few per canary running). */
const PAGES_KEPT = 200;

/**
 * The store's versions of one remote: /remotes/<name>/<version>/<file> from REMOTES_DIR/<name>/<version>/, with the
 * built-in build's static rules. The version must be a version name, and no segment of the rest may start with a
 * dot, so neither the server bundle (.server/) nor anything outside the folder is ever answered: anything else falls
 * through to the 404. One static handler per version folder, made when the folder is first asked for (it lists the
 * folder's compressed copies once; a published version never changes).
 */
function storeFiles(remotesDir: string, name: RemoteName): RequestHandler {
  const handlers = new Map<string, RequestHandler>();
  return (req, res, next) => {
    const version = req.params.version;
    let segments: string[];
    try {
      segments = req.path.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return next();
    }
    if (typeof version !== 'string' || !isStoredVersionName(version) || segments.some((part) => part === '' || part.startsWith('.'))) {
      return next();
    }
    let handler = handlers.get(version);
    if (!handler) {
      const dir = path.join(remotesDir, name, version);
      if (!fs.existsSync(dir)) return next();
      handlers.set(version, (handler = staticDir(dir)));
    }
    handler(req, res, next);
  };
}

function notFoundText(_req: unknown, res: Response) {
  res.status(404).type('text/plain').send('Not found');
}

/** The page's own path, for the preview bar's way back: "/" for anything that would leave the site ("//host"). */
function backPath(url: string): string {
  return /^\/(?![/\\])[^\s\\]{0,1999}$/.test(url) ? url : '/';
}

/** The browser's id for canaries (CANARY_COOKIE), when it sent a well-formed one. */
function browserIdOf(req: Request): string | null {
  const value = cookieValue(req.headers.cookie, CANARY_COOKIE);
  return value !== null && BROWSER_ID_PATTERN.test(value) ? value : null;
}

/**
 * Serves the built site from the same process as /api: the shell at / (every page path answers its HTML, so
 * client-side routes deep-link; any other path its not-found page, with a 404), each remote's built-in build under /remotes/<name>/ and its published
 * versions under /remotes/<name>/<version>/. The shell learns where the remotes are from the runtime configuration
 * written into its HTML, per request: the registry's live versions, a canary for the browsers in it, and what each
 * falls back to (docs/architecture.md §7.3, §11).
 */
export function mountSite(app: Express, webRoot: string, remotes: Record<string, string>, options: SiteOptions = {}): boolean {
  const { onSectionError = () => undefined, onCatalogueChange = () => undefined } = options;
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  for (const remote of REMOTES) {
    // The built-in build first: its own files (and its assets/ folder) always answer as they did; a path it does
    // not have may be a published version's.
    app.use(`/remotes/${remote.name}`, staticDir(path.join(webRoot, remote.dir, 'dist')));
    if (options.remotesDir) app.use(`/remotes/${remote.name}/:version`, storeFiles(options.remotesDir, remote.name));
    // A missing file under a remote is a 404, never the shell's HTML (a script answered with HTML fails obscurely).
    app.use(`/remotes/${remote.name}`, notFoundText);
  }
  // The HTML pages are templates (runtime configuration, preloads): never answered as they are on disk.
  const shellStatic = staticDir(shellDist);
  app.use((req, res, next) => (req.path.endsWith('.html') ? next() : shellStatic(req, res, next)));
  const { publicUrl, publicCatalogue } = options;
  const robots = robotsTxt(publicUrl && publicCatalogue ? publicUrl : undefined);
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robots);
  });
  if (publicUrl && publicCatalogue) app.get('/sitemap.xml', sitemapRoute(publicUrl, publicCatalogue, onCatalogueChange));
  app.use(SHARE_IMAGES_PATH, shareImageRoute(path.join(API_ROOT, 'public', 'images')));
  // A file the build does not have is a 404, never the shell's HTML (a stale script, a crawler asking for a file the
  // site does not have); a page (no extension, or .html) is the shell's.
  app.get(/\.(?!html$)[a-z0-9]+$/i, notFoundText);
  const templates = shellTemplates(shellDist, indexFile);
  const builtIn = builtInState(remotes);
  const live = options.live ?? { current: () => Promise.resolve(builtIn), onChange: () => undefined };
  // A handful of variants (per pre-rendered page, section and runtime configuration), rendered once each, until
  // the live remotes change.
  const pages = new Map<string, string>();
  live.onChange(() => pages.clear());
  // The shell's Node bundle draws the pages that are not pre-rendered whole; the remotes' bundles, loaded after it
  // (they take React and the rest from it), draw their sections inside them. A build without it (development) sends
  // the bare page or the empty frame, and the browser draws the page.
  const shell = loadShellServer(webRoot);
  const builtInSections = shell ? loadSectionServers(webRoot, remotes) : [];
  const publishedSections =
    shell && options.remotesDir
      ? publishedSectionServers(options.remotesDir, (error, bundle) => onSectionError(error, bundle))
      : () => null;
  /** The server bundles of the versions this browser loads, where this server has them. */
  const sectionsFor = (chosen: BrowserRemotes): LoadedSection[] =>
    REMOTES.flatMap(({ name }) => {
      const { version, local } = chosen[name];
      if (!local) return [];
      const section = version === BUILT_IN_VERSION ? builtInSections.find((s) => s.remote === name) : publishedSections(name, version);
      return section ? [section] : [];
    });
  const renderPage = shell && sectionRenderer(shell);
  if (renderPage) onCatalogueChange(renderPage.clear);
  app.get('/{*path}', async (req, res) => {
    const state = await live.current();
    let browserId = browserIdOf(req);
    const canary = canaryRunning(state);
    if (canary) {
      // The page depends on who asks; a browser new to the site gets its id with this very page.
      res.vary('Cookie');
      if (browserId === null) {
        browserId = newBrowserId();
        res.cookie(CANARY_COOKIE, browserId, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          maxAge: CANARY_COOKIE_MAX_AGE_MS,
          secure: Boolean(options.secureCookies) || req.secure,
        });
      }
    }
    const preview = options.preview?.(req, res) ?? null;
    const forBrowser = remotesForBrowser(state, browserId ?? '');
    const chosen = preview ? withPreview(forBrowser, state, preview) : forBrowser;
    const runtimeConfig = runtimeConfigOf(chosen);
    const page = shellPageFor(req.path);
    const names = remotesForPath(req.path);
    const templated = (name: ReturnType<typeof shellPageFor>) => {
      const key = `${name}:${names.join(',')}:${JSON.stringify(runtimeConfig)}`;
      // A previewing browser's pages are its own: drawn for it, never kept.
      let html = preview ? undefined : pages.get(key);
      if (html === undefined) {
        html = renderShellHtml(templates[name], runtimeConfig, preloadTags(names, runtimeConfig.remotes));
        // The shell's own pages say their own head (contracts' SHELL_PAGE_HEADS).
        const head = name in SHELL_PAGE_HEADS ? SHELL_PAGE_HEADS[name as keyof typeof SHELL_PAGE_HEADS] : null;
        if (head && publicUrl) html = withPageHead(html, head, publicUrl);
        if (!preview) {
          if (pages.size >= PAGES_KEPT) pages.delete(pages.keys().next().value as string);
          pages.set(key, html);
        }
      }
      return html;
    };
    let html = templated(page);
    if (renderPage && (page === 'frame' || page === 'frameless')) {
      // The page as the browser's first render draws it, for the browser to hydrate: the section's own markup when its
      // remote draws this page on the server, its placeholder otherwise. Should that fail, the pre-rendered page (the
      // empty frame, or the bare page) is sent, and the browser draws the page as it always could.
      try {
        // Appended, not resolved: "//other.host/shop" is a path here, not another origin.
        const url = new URL(`http://site.invalid${req.originalUrl}`);
        // Drawn as this browser's visitor sees it where that needs none of their data (a guest's Sign In, an empty cart),
        // from what its cookie says it keeps: the page then depends on the cookie.
        res.vary('Cookie');
        const drawnFor = keepsOfCookieHeader(req.headers.cookie);
        const rendered = await renderPage(url, sectionsFor(chosen), loopbackReader(req.socket.localPort ?? 0), !preview, drawnFor);
        if ('redirect' in rendered) {
          // An unknown id: the page would send the visitor there (docs/spec.md §2.8); the server does it at once.
          res.setHeader('Cache-Control', preview ? 'private, no-store' : 'no-cache');
          return res.redirect(302, rendered.redirect);
        }
        const drawn = drawnPage(templated('frameless'), rendered);
        // The page's head, as its section says it (SectionServer.head): none for a page drawn without its data.
        if (drawn !== null) html = rendered.head && publicUrl ? withPageHead(drawn, rendered.head, publicUrl) : drawn;
      } catch (error) {
        onSectionError(error, req.originalUrl);
      }
    }
    if (preview) {
      // Drawn for this browser alone (docs/architecture.md §11): no cache, shared or not, may keep or reuse it.
      html = withPreviewBar(html, preview, backPath(req.originalUrl));
      res.vary('Cookie');
      res.setHeader('Cache-Control', 'private, no-store');
    } else {
      res.setHeader('Cache-Control', 'no-cache');
    }
    // An unknown path is the not-found page in the first HTML, and says so (docs/spec.md §2.19): no soft 404.
    res
      .status(page === 'notfound' ? 404 : 200)
      .type('html')
      .send(html);
  });
  return true;
}

/**
 * The shell's HTML pages: index.html, the bare page the server draws pages into, and the pages a production build
 * pre-renders (Home, About, Contact, The Revival, the not-found page, and the empty frame;
 * packages/webpack-config/prerendering.js). A build without them (development) answers index.html everywhere.
 */
function shellTemplates(shellDist: string, indexFile: string): Record<ReturnType<typeof shellPageFor>, string> {
  const index = fs.readFileSync(indexFile, 'utf8');
  const read = (page: string) => {
    const full = path.join(shellDist, `${page}.html`);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : index;
  };
  return {
    frameless: index,
    frame: read('frame'),
    home: read('home'),
    about: read('about'),
    contact: read('contact'),
    revival: read('revival'),
    notfound: read('notfound'),
  };
}
