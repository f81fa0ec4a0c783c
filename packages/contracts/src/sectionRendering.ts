import type { RemoteName } from './remotes';

/**
 * Request-time server rendering of a remote's section (the cards of /shop, /learn, /blog and a product
 * page in the first HTML, not after the shell, the remote and the api's answer have all arrived).
 *
 * A remote that takes part builds, beside its browser build, a Node bundle (`<remote>/dist-server/section.js`)
 * whose exports are a `SectionServer`. The server that serves the site asks it which api reads a page
 * shows first, makes those reads, has it render the section's markup into the frame's <main>, and writes
 * the reads into the page (`SectionHandover`), so the browser's first render draws the very same thing
 * from the same data, without asking the api again.
 */

/** One api read a page shows first, as RTK Query knows it: endpoint, argument, and the GET path it calls. */
export interface SectionQuery {
  endpointName: string;
  /** omitted for an endpoint called without an argument */
  arg?: string | number;
  /** an /api/... path, read with GET */
  path: string;
  /**
   * A paged list read (docs/spec.md §7.12): its value is a `Page`, the JSON array with the X-Total-Count header's
   * count (`toPage`), as the endpoint's transformResponse keeps it in the browser.
   */
  paged?: true;
}

/** A read with its answer: what the server hands the browser, ready for `api.util.upsertQueryEntries`. */
export interface SectionQueryResult {
  endpointName: string;
  arg?: string | number;
  value: unknown;
}

/** What the Node bundle of a remote exports. */
export interface SectionServer {
  /** the exposed module the shell mounts for these paths, e.g. './Routes' */
  exposes: string;
  /** where the shell mounts it, e.g. '/shop' (the section renders paths under it) */
  mountPath: string;
  /** The reads the page at `url` shows first; null when the page is not rendered on the server. */
  queriesFor(url: URL): SectionQuery[] | null;
  /**
   * Optional: loads the code the page at `url` is drawn with when that is a chunk of its own (a lazily loaded page),
   * awaited by the server before `render`, which is synchronous: a chunk not loaded yet would render its Suspense
   * fallback, a skeleton, in place of the page. Usually the exposed module's `preloadFor` (SectionModule).
   */
  preload?(url: URL): Promise<unknown>;
  /** The section's markup for `url`, drawn from `results` (the answers to queriesFor's reads). */
  render(url: URL, results: SectionQueryResult[]): string;
  /**
   * Optional: where the page at `url` sends the visitor when one of its reads answers 404 (an unknown id, docs/spec.md §2.8
   * and its kin), which the server then answers with a redirect instead of a page. Without it such a page is the empty
   * frame, and the browser goes there itself.
   */
  missingRedirect?(url: URL): string;
}

/**
 * What the shell may find in a section's exposed module (`exposes`) besides its default export, the section's
 * component. `preloadFor` loads the code of the page at `location` when it is a chunk of its own: before its first
 * render of a page the server rendered, the shell awaits it (within the same bound as the module's load), so that
 * render draws the page, not the skeleton a lazily loaded page shows for a moment even when its chunk is there.
 */
export interface SectionModule {
  default?: unknown;
  preloadFor?(location: { pathname: string }): Promise<unknown>;
}

/**
 * What the server writes into a page whose section it rendered (JSON, in the element below). The shell loads the
 * `exposes` module of `remote` (and awaits its SectionModule.preloadFor, when it has one) and puts `results` into
 * the store before its first render.
 */
export interface SectionHandover {
  remote: RemoteName;
  exposes: string;
  results: SectionQueryResult[];
}

/** Id of the JSON script element holding the SectionHandover. */
export const SECTION_HANDOVER_ELEMENT_ID = 'kingside-section-handover';

/**
 * The path of `url` inside a section mounted at `mountPath`, without slashes at either end: '' for the
 * section's index (/shop, /shop/), '3' for /shop/3; null when the url is not in the section.
 */
export function pathInSection(url: URL, mountPath: string): string | null {
  const { pathname } = url;
  if (pathname !== mountPath && !pathname.startsWith(`${mountPath}/`)) return null;
  return pathname.slice(mountPath.length).replace(/^\/+|\/+$/g, '');
}

/** Where a remote's Node bundle is written, relative to the remote's folder. */
export const SECTION_SERVER_BUNDLE = 'dist-server/section.js';
