import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, RUNTIME_CONFIG_ELEMENT_ID, SECTION_HANDOVER_ELEMENT_ID, shellPageFor, type RuntimeConfig } from '@kingside/contracts';
import type { ServerResponse } from 'node:http';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { frameWithSection, loadSectionServers, loopbackReader, sectionRenderer, type RenderedSection } from './sectionRendering';

/** Crawlers may read the shop and the lessons; the administration and the api are not pages to index. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /admin/\nDisallow: /api/\n';

/** Hashed file names (name.1a2b3c4d.js) never change content: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

function setCacheHeaders(res: ServerResponse, filePath: string) {
  if (HASHED.test(path.basename(filePath))) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
  const section = /^\/(learn|blog|shop|cart|checkout|auth|admin)(\/|$)/.exec(pathname)?.[1];
  if (!section) return [];
  return [section === 'cart' || section === 'checkout' ? 'checkout' : section];
}

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
 * A page whose section the server rendered: the markup in the frame's <main>, and the reads it was drawn
 * from in a JSON element the shell reads before its first render (contracts' SectionHandover).
 */
export function pageWithSection(frame: string, { markup, handover }: RenderedSection): string | null {
  const page = frameWithSection(frame, markup);
  if (page === null || !page.includes('</head>')) return null;
  const tag = `<script type="application/json" id="${SECTION_HANDOVER_ELEMENT_ID}">${inlineJson(handover)}</script>`;
  return page.replace('</head>', () => `${tag}</head>`);
}

export function renderShellHtml(template: string, runtimeConfig: RuntimeConfig, preload = ''): string {
  const tag = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${inlineJson(runtimeConfig)}</script>`;
  // A function, so a "$&" in a configured URL is not read as a replacement pattern.
  return template.replace('<!--runtime-config-->', () => preload + tag);
}

/**
 * Serves the built site from the same process as /api: the shell at / (every unknown path answers its
 * HTML, so client-side routes deep-link), each remote under /remotes/<name>/. The shell learns where the
 * remotes are from the runtime configuration written into its HTML. `onCatalogueChange` registers what to
 * call when the catalogue changes: the server-rendered pages kept so far are dropped.
 */
export function mountSite(
  app: Express,
  webRoot: string,
  remotes: Record<string, string>,
  onSectionError: (error: unknown, url: string) => void = () => undefined,
  onCatalogueChange: (listener: () => void) => void = () => undefined,
): boolean {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  for (const remote of REMOTES) {
    app.use(`/remotes/${remote.name}`, staticDir(path.join(webRoot, remote.dir, 'dist')));
    // A missing file under a remote is a 404, never the shell's HTML (a script answered with HTML fails obscurely).
    app.use(`/remotes/${remote.name}`, (_req, res) => res.status(404).type('text/plain').send('Not found'));
  }
  // The HTML pages are templates (runtime configuration, preloads): never answered as they are on disk.
  const shellStatic = staticDir(shellDist);
  app.use((req, res, next) => (req.path.endsWith('.html') ? next() : shellStatic(req, res, next)));
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(ROBOTS_TXT);
  });
  // A file the build does not have is a 404, never the shell's HTML (a crawler asking for sitemap.xml, a
  // stale script); a page (no extension, or .html) is the shell's.
  app.get(/\.(?!html$)[a-z0-9]+$/i, (_req, res) => res.status(404).type('text/plain').send('Not found'));
  const templates = shellTemplates(shellDist, indexFile);
  // A handful of variants (one per pre-rendered page and section), rendered once each.
  const pages = new Map<string, string>();
  const renderSection = sectionRenderer(loadSectionServers(webRoot, remotes));
  onCatalogueChange(renderSection.clear);
  app.get('/{*path}', async (req, res) => {
    const page = shellPageFor(req.path);
    const names = remotesForPath(req.path);
    const key = `${page}:${names.join(',')}`;
    let html = pages.get(key);
    if (html === undefined) {
      html = renderShellHtml(templates[page], { remotes }, preloadTags(names, remotes));
      pages.set(key, html);
    }
    if (page === 'frame') {
      // The section's own markup when its remote renders this page on the server; the empty frame
      // otherwise, and whenever that fails (the browser then renders the section as it always could).
      try {
        // Appended, not resolved: "//other.host/shop" is a path here, not another origin.
        const url = new URL(`http://site.invalid${req.originalUrl}`);
        const rendered = await renderSection(url, loopbackReader(req.socket.localPort ?? 0));
        html = (rendered && pageWithSection(html, rendered)) ?? html;
      } catch (error) {
        onSectionError(error, req.originalUrl);
      }
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return true;
}

/**
 * The shell's HTML pages: index.html, and the pages a production build pre-renders (Home, and the frame
 * of every other public page; packages/webpack-config/prerender.js). A build without them (development)
 * answers index.html everywhere.
 */
function shellTemplates(shellDist: string, indexFile: string): Record<ReturnType<typeof shellPageFor>, string> {
  const index = fs.readFileSync(indexFile, 'utf8');
  const read = (file: string) => {
    const full = path.join(shellDist, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : index;
  };
  return { frameless: index, frame: read('frame.html'), home: read('home.html') };
}
