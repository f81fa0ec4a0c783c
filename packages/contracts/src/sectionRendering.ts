import type { PageHead } from './pageHead';
import type { RemoteName } from './remotes';
import type { BrowserKeeps } from './storage';
import { listApiPath, listApiQuery, listStateFrom, type ListKind } from './listing';

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

/**
 * The read a list page at `url` makes on its first render (contracts' SectionQuery): its current page only, its state
 * read from the URL as the browser reads it (listStateFrom), under the list's paged endpoint `endpointName`. The server
 * makes it to draw the page (each list's remote's server.tsx), and hands it to the browser under the same name.
 */
export function listPageRead(kind: ListKind, endpointName: string, url: URL): SectionQuery {
  const query = listApiQuery(kind, listStateFrom(kind, url.searchParams));
  return { endpointName, arg: query, path: listApiPath(kind, query), paged: true };
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
   * awaited by the server before it renders, which is synchronous: a chunk not loaded yet would render its Suspense
   * fallback, a skeleton, in place of the page. Usually the exposed module's `preloadFor` (SectionModule).
   */
  preload?(url: URL): Promise<unknown>;
  /**
   * The exposed module's default export, the section's React component: the shell's page server (ShellServer) renders
   * it where the browser's shell renders the module, inside the same tree, so the browser hydrates the page as drawn.
   */
  component: unknown;
  /**
   * Optional: where the page at `url` sends the visitor when one of its reads answers 404 (an unknown id, docs/spec.md §2.8
   * and its kin), which the server then answers with a redirect instead of a page. Without it such a page is the empty
   * frame, and the browser goes there itself.
   */
  missingRedirect?(url: URL): string;
  /**
   * Optional: the head of the page at `url` drawn from `results` (its title, description, canonical path, picture and
   * JSON-LD; contracts' PageHead), which the server writes into the page's first HTML (docs/architecture.md §10.3).
   * Null for a page it says nothing about (the server then leaves the template's title and description). Its
   * title is the one the page itself sets in the browser, from the same function.
   */
  head?(url: URL, results: SectionQueryResult[]): PageHead | null;
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

/** Where a remote's Node bundle is written, relative to the remote's folder. It exports `sections: SectionServer[]`. */
export const SECTION_SERVER_BUNDLE = 'dist-server/section.js';

/**
 * What the shell's Node bundle exports (SHELL_SERVER_BUNDLE): the whole page drawn on the server, the frame and the
 * section in one tree, as the browser's first render draws it, so that the browser hydrates it
 * (docs/architecture.md §10).
 */
export interface ShellServer {
  /**
   * The modules the shell and the remotes share (SERVER_SHARED_MODULES), as the shell's bundle has them: the remotes'
   * Node bundles take them from here (globalThis[SERVER_SHARED_GLOBAL]), never their own copies, as the browser's
   * remotes take the shell's through Module Federation (one React, one store's api, one theme).
   */
  shared: Record<string, unknown>;
  /**
   * The page at `url` (path and query), drawn for a visitor whose own data is not known yet: `section`, the
   * section's component for the remote module the page mounts, drawn from `results`; without it the page's
   * section is its loading placeholder. `drawnFor`: what the browser that asked keeps (BrowserKeeps), whose pages
   * then show what it sees where they need none of its data (a guest's Sign In, an empty cart); null draws a
   * placeholder there. Its styles come first, as in the pre-rendered pages.
   */
  renderPage(
    url: string,
    section: { remote: RemoteName; exposes: string; component: unknown; results: SectionQueryResult[] } | null,
    drawnFor: BrowserKeeps | null,
  ): string;
}

/** Where the shell's Node bundle (ShellServer) is written, relative to the shell's folder. */
export const SHELL_SERVER_BUNDLE = 'dist-server/page.js';

/** The global the remotes' Node bundles read the shared modules from (ShellServer.shared). */
export const SERVER_SHARED_GLOBAL = '__kingsideShared';

/**
 * The modules the remotes' Node bundles take from the shell's (ShellServer.shared), by the specifier they import:
 * those whose state must be one for the page (React and its renderer, Emotion's theme and cache, the ui's store api,
 * contexts and router). A remote's Node build refuses to import any other path of these packages.
 */
export const SERVER_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@kingside/ui',
  '@kingside/ui/lazyWithPreload',
] as const;
