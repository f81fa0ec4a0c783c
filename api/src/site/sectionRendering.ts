import fs from 'node:fs';
import path from 'node:path';
import {
  BUILT_IN_VERSION,
  REMOTES,
  SECTION_SERVER_BUNDLE,
  SERVER_SHARED_GLOBAL,
  SHELL_SERVER_BUNDLE,
  TOTAL_COUNT_HEADER,
  defaultRemoteBase,
  keepsValue,
  pathInSection,
  toPage,
  type BrowserKeeps,
  type PageHead,
  type RemoteName,
  type SectionHandover,
  type SectionQuery,
  type SectionQueryResult,
  type SectionServer,
  type ShellServer,
} from '@kingside/contracts';
import { serverBundleFile } from '../deployments';

/** The section servers of one version of a remote (its Node bundle's `sections`), and which remote and version. */
export interface LoadedSection {
  remote: RemoteName;
  version: string;
  sections: SectionServer[];
}

function isSectionServer(value: unknown): value is SectionServer {
  const s = value as Partial<SectionServer> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.exposes === 'string' &&
    typeof s.mountPath === 'string' &&
    typeof s.queriesFor === 'function' &&
    (typeof s.component === 'function' || (typeof s.component === 'object' && s.component !== null)) &&
    (s.preload === undefined || typeof s.preload === 'function') &&
    (s.head === undefined || typeof s.head === 'function')
  );
}

function isShellServer(value: unknown): value is ShellServer {
  const s = value as Partial<ShellServer> | null;
  return typeof s === 'object' && s !== null && typeof s.renderPage === 'function' && typeof s.shared === 'object' && s.shared !== null;
}

/**
 * The shell's Node bundle (contracts' ShellServer) of the build at `webRoot`, or null when the build has none (a
 * development build: the browser then draws every page). It gives the remotes' Node bundles the modules they share
 * with it (SERVER_SHARED_GLOBAL), so it is loaded before any of them.
 */
export function loadShellServer(webRoot: string): ShellServer | null {
  const bundle = path.join(webRoot, 'shell', SHELL_SERVER_BUNDLE);
  if (!fs.existsSync(bundle)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const shell: unknown = require(bundle);
  if (!isShellServer(shell)) throw new Error(`${bundle} is not the shell's page server`);
  (globalThis as Record<string, unknown>)[SERVER_SHARED_GLOBAL] = shell.shared;
  return shell;
}

/**
 * The section servers of the remotes this server serves itself (contracts' SectionServer, built into each
 * remote's SECTION_SERVER_BUNDLE). A remote relocated elsewhere (REMOTE_<NAME>_URL) is left out: the
 * copy built here may not be the version the browser will load there, and the browser would then replace
 * one page with another. Loaded after the shell's (loadShellServer), whose modules they use.
 */
export function loadSectionServers(webRoot: string, remotes: Record<string, string>): LoadedSection[] {
  const loaded: LoadedSection[] = [];
  for (const remote of REMOTES) {
    if (remotes[remote.name] !== defaultRemoteBase(remote.name)) continue;
    const bundle = path.join(webRoot, remote.dir, SECTION_SERVER_BUNDLE);
    if (!fs.existsSync(bundle)) continue;
    loaded.push({ remote: remote.name, version: BUILT_IN_VERSION, sections: requireSectionServers(bundle) });
  }
  return loaded;
}

function requireSectionServers(bundle: string): SectionServer[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const { sections } = require(bundle) as { sections?: unknown };
  if (!Array.isArray(sections) || !sections.every(isSectionServer)) throw new Error(`${bundle} does not export its section servers`);
  return sections;
}

/**
 * The section servers of published versions in this server's store (REMOTES_DIR/<name>/<version>/.server/, the
 * publish script's copy of the remote's dist-server/), each required once, on the first page that needs it, and
 * kept (a version never changes). A version without a bundle (a remote that renders nothing on the server) or with
 * a broken one (reported) renders nothing: its pages are drawn with the section's placeholder, and the browser draws
 * the section, as it always can.
 */
export function publishedSectionServers(remotesDir: string, onError: (error: unknown, bundle: string) => void = () => undefined) {
  const loaded = new Map<string, LoadedSection | null>();
  return (remote: RemoteName, version: string): LoadedSection | null => {
    const key = `${remote}/${version}`;
    let section = loaded.get(key);
    if (section === undefined) {
      const bundle = serverBundleFile(remotesDir, remote, version);
      section = null;
      if (fs.existsSync(bundle)) {
        try {
          section = { remote, version, sections: requireSectionServers(bundle) };
        } catch (error) {
          onError(error, bundle);
        }
      }
      loaded.set(key, section);
    }
    return section;
  };
}

/**
 * The answer to one of a page's reads: 'missing' for a 404 (an unknown id), null for anything else that is not a plain 200
 * (the page is then the browser's).
 */
export type ReadApi = (query: SectionQuery) => Promise<{ value: unknown; etag: string } | 'missing' | null>;

/**
 * Reads an api path from this very server, over loopback: the reads go through the same validation and
 * response cache as the browser's. Bounded in time: a page never waits long on its own server.
 */
export function loopbackReader(port: number, timeoutMs = 2000): ReadApi {
  return async ({ path: apiPath, paged }) => {
    if (!apiPath.startsWith('/api/')) return null;
    const response = await fetch(`http://127.0.0.1:${port}${apiPath}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return 'missing';
    if (response.status !== 200) return null;
    const body: unknown = await response.json();
    const value = paged ? toPage(body, response.headers.get(TOTAL_COUNT_HEADER)) : body;
    return { value, etag: response.headers.get('etag') ?? '' };
  };
}

/** A page the server drew, and, when it drew a section from the api's answers, what the browser needs to take it over. */
export interface RenderedPage {
  /** the path and query it was drawn for */
  url: string;
  markup: string;
  handover: SectionHandover | null;
  /** what the page's head says (its section's SectionServer.head); null for a page drawn without its section's data */
  head: PageHead | null;
  /** what the browser it was drawn for keeps (ShellServer.renderPage's `drawnFor`); null: drawn for anyone */
  drawnFor: BrowserKeeps | null;
}

/** A page whose data does not exist (an unknown id), and where its section sends the visitor instead. */
export interface MissingPage {
  redirect: string;
}

/** Pages rendered lately, by remote and version, URL and the ETags of their data: a change of data is a new key. */
const CACHE_SIZE = 200;

/**
 * Draws the page at a URL with the shell's page server (contracts' ShellServer), with the section it mounts when one of
 * `sections` (the versions the browser asking will load, of the remotes this server renders) renders that page: its
 * reads are made, its code loaded (`preload`), and the page drawn from them, or taken from a small cache of recent
 * pages. A read that answered 404 gives where the section sends the visitor instead (its missingRedirect), when it says;
 * any other read that did not answer 200 leaves the section to the browser. Without a section, the page is drawn with
 * the section's placeholder (the frame, the current link, the page's place), the same for every URL's path and query.
 *
 * A change of data changes its ETag, hence the key, so the cache cannot serve a page of old data; `clear`
 * (called on every catalogue change, app.ts) also lets the pages of the old data go at once instead of
 * waiting to be pushed out. Each version of a remote renders its own pages: the version is part of the key.
 */
export function sectionRenderer(shell: ShellServer) {
  const cache = new Map<string, string>();
  const cached = (key: string | null, draw: () => string, store: boolean) => {
    let markup = key === null ? undefined : cache.get(key);
    if (markup === undefined) {
      markup = draw();
      if (key !== null && store) {
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, markup);
      }
    }
    return markup;
  };
  /**
   * `store: false` draws without keeping what it draws (a previewing browser's page, docs/architecture.md §11). `drawnFor`:
   * what the browser asking keeps (its cookie), each a page of its own; null draws for anyone.
   */
  const render = async (
    url: URL,
    sections: LoadedSection[],
    readApi: ReadApi,
    store = true,
    drawnFor: BrowserKeeps | null = null,
  ): Promise<RenderedPage | MissingPage> => {
    const at = url.pathname + url.search;
    const drawn = await drawnSection(url, sections, readApi);
    if (drawn && 'redirect' in drawn) return drawn;
    const visitor = drawnFor === null ? '*' : keepsValue(drawnFor);
    if (!drawn) {
      const markup = cached(`page ${visitor} ${at}`, () => shell.renderPage(at, null, drawnFor), store);
      return { url: at, markup, handover: null, head: null, drawnFor };
    }
    const { loaded, section, results, etags } = drawn;
    // Without an ETag (never the case for catalogue reads) the data cannot be told apart: not cached.
    const key = etags.includes('') ? null : `${loaded.remote}@${loaded.version} ${visitor} ${at} ${etags.join(',')}`;
    // A page that is a chunk of its own is loaded first (the render is synchronous: it would draw its skeleton), on the
    // first request after start as on any other; a load that fails fails this render (the empty frame).
    if (key === null || !cache.has(key)) await section.preload?.(url);
    const markup = cached(
      key,
      () => shell.renderPage(at, { remote: loaded.remote, exposes: section.exposes, component: section.component, results }, drawnFor),
      store,
    );
    return {
      url: at,
      markup,
      handover: { remote: loaded.remote, exposes: section.exposes, results },
      head: section.head?.(url, results) ?? null,
      drawnFor,
    };
  };
  return Object.assign(render, {
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  });
}

/** The section that draws a page, from which remote's version, and the answers to its reads with their ETags. */
interface DrawnSection {
  loaded: LoadedSection;
  section: SectionServer;
  results: SectionQueryResult[];
  etags: string[];
}

/** The section that draws the page at `url` and the answers to its reads; a redirect for an unknown id; null for none. */
async function drawnSection(url: URL, sections: LoadedSection[], readApi: ReadApi): Promise<DrawnSection | MissingPage | null> {
  let match: { loaded: LoadedSection; section: SectionServer; queries: SectionQuery[] } | undefined;
  for (const loaded of sections) {
    for (const section of loaded.sections) {
      const queries = pathInSection(url, section.mountPath) === null ? null : section.queriesFor(url);
      if (queries && !match) match = { loaded, section, queries };
    }
  }
  if (!match) return null;
  const { loaded, section, queries } = match;
  const answers = await Promise.all(queries.map(readApi));
  if (answers.includes('missing')) {
    const redirect = section.missingRedirect?.(url);
    return redirect ? { redirect } : null;
  }
  const results: SectionQueryResult[] = [];
  const etags: string[] = [];
  for (const [index, query] of queries.entries()) {
    const answer = answers[index];
    if (!answer || answer === 'missing') return null;
    results.push({ endpointName: query.endpointName, ...(query.arg === undefined ? {} : { arg: query.arg }), value: answer.value });
    etags.push(answer.etag);
  }
  return { loaded, section, results, etags };
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell's bare page (index.html) with the page the server drew for `url` (its path and query) in #root, named for the
 * browser's start-up, which hydrates it only at that address (Back pressed before start-up changes the address, not the
 * page); null without #root.
 */
export function withPageInRoot(template: string, markup: string, url: string, drawnFor: BrowserKeeps | null = null): string | null {
  if (!template.includes(EMPTY_ROOT)) return null;
  const at = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // What it was drawn for, which the browser's hydration draws the same (@kingside/ui's DrawnForContext): the flags alone.
  const keeps = drawnFor === null ? '' : ` data-keeps="${keepsValue(drawnFor)}"`;
  // A function, so a "$&" in the page's text is not read as a replacement pattern.
  return template.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="page" data-url="${at}"${keeps}>${markup}</div>`);
}
