import fs from 'node:fs';
import path from 'node:path';
import {
  BUILT_IN_VERSION,
  REMOTES,
  SECTION_SERVER_BUNDLE,
  TOTAL_COUNT_HEADER,
  defaultRemoteBase,
  pathInSection,
  toPage,
  type RemoteName,
  type SectionHandover,
  type SectionQuery,
  type SectionQueryResult,
  type SectionServer,
} from '@kingside/contracts';
import { serverBundleFile } from '../deployments';

/** A section server, the remote it renders for and the version of that remote it was built with. */
export interface LoadedSection {
  remote: RemoteName;
  version: string;
  server: SectionServer;
}

function isSectionServer(value: unknown): value is SectionServer {
  const s = value as Partial<SectionServer> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.exposes === 'string' &&
    typeof s.mountPath === 'string' &&
    typeof s.queriesFor === 'function' &&
    typeof s.render === 'function' &&
    (s.preload === undefined || typeof s.preload === 'function')
  );
}

/**
 * The section servers of the remotes this server serves itself (contracts' SectionServer, built into each
 * remote's SECTION_SERVER_BUNDLE). A remote relocated elsewhere (REMOTE_<NAME>_URL) is left out: the
 * copy built here may not be the version the browser will load there, and the browser would then replace
 * one page with another.
 */
export function loadSectionServers(webRoot: string, remotes: Record<string, string>): LoadedSection[] {
  const loaded: LoadedSection[] = [];
  for (const remote of REMOTES) {
    if (remotes[remote.name] !== defaultRemoteBase(remote.name)) continue;
    const bundle = path.join(webRoot, remote.dir, SECTION_SERVER_BUNDLE);
    if (!fs.existsSync(bundle)) continue;
    loaded.push({ remote: remote.name, version: BUILT_IN_VERSION, server: requireSectionServer(bundle) });
  }
  return loaded;
}

function requireSectionServer(bundle: string): SectionServer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const { section } = require(bundle) as { section?: unknown };
  if (!isSectionServer(section)) throw new Error(`${bundle} does not export a section server`);
  return section;
}

/**
 * The section servers of published versions in this server's store (REMOTES_DIR/<name>/<version>/.server/, the
 * publish script's copy of the remote's dist-server/), each required once, on the first page that needs it, and
 * kept (a version never changes). A version without a bundle (a remote that renders nothing on the server) or with
 * a broken one (reported) renders nothing: the browser renders its pages, as it always can.
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
          section = { remote, version, server: requireSectionServer(bundle) };
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

/** The rendered section of a page, and what the browser needs to take it over. */
export interface RenderedSection {
  markup: string;
  handover: SectionHandover;
}

/** A page whose data does not exist (an unknown id), and where its section sends the visitor instead. */
export interface MissingPage {
  redirect: string;
}

/** Pages rendered lately, by remote and version, URL and the ETags of their data: a change of data is a new key. */
const CACHE_SIZE = 200;

/**
 * Renders the section a URL belongs to, when one of `sections` (the versions the browser asking will load, of the
 * remotes this server renders) renders it on the server: its reads are made, then its markup is rendered (after the
 * section's `preload` of the page's code, when it has one) or taken from a small cache of recent pages, and returned
 * with the handover. A read that answered 404 gives where the section sends the visitor instead (its missingRedirect), when
 * it says. Null when no section renders that page or a read did not answer 200.
 *
 * A change of data changes its ETag, hence the key, so the cache cannot serve a page of old data; `clear`
 * (called on every catalogue change, app.ts) also lets the pages of the old data go at once instead of
 * waiting to be pushed out. Each version of a remote renders its own pages: the version is part of the key.
 */
export function sectionRenderer() {
  const cache = new Map<string, string>();
  const render = async (url: URL, sections: LoadedSection[], readApi: ReadApi): Promise<RenderedSection | MissingPage | null> => {
    const match = sections.find(({ server }) => pathInSection(url, server.mountPath) !== null);
    const queries = match?.server.queriesFor(url);
    if (!match || !queries) return null;
    const answers = await Promise.all(queries.map(readApi));
    const results: SectionQueryResult[] = [];
    const etags: string[] = [];
    if (answers.includes('missing')) {
      const redirect = match.server.missingRedirect?.(url);
      return redirect ? { redirect } : null;
    }
    for (const [index, query] of queries.entries()) {
      const answer = answers[index];
      if (!answer || answer === 'missing') return null;
      results.push({ endpointName: query.endpointName, ...(query.arg === undefined ? {} : { arg: query.arg }), value: answer.value });
      etags.push(answer.etag);
    }
    // Without an ETag (never the case for catalogue reads) the data cannot be told apart: not cached.
    const key = etags.includes('') ? null : `${match.remote}@${match.version} ${url.pathname}${url.search} ${etags.join(',')}`;
    let markup = key === null ? undefined : cache.get(key);
    if (markup === undefined) {
      // A page that is a chunk of its own is loaded first (render is synchronous: it would draw its skeleton), on
      // the first request after start as on any other; a load that fails fails this render (the empty frame).
      await match.server.preload?.(url);
      markup = match.server.render(url, results);
      if (key !== null) {
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, markup);
      }
    }
    return { markup, handover: { remote: match.remote, exposes: match.server.exposes, results } };
  };
  return Object.assign(render, {
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  });
}

const EMPTY_MAIN = /(<main\b[^>]*>)(<\/main>)/;

/** The frame with the section's markup in its (empty) <main>; null when the frame has no empty <main>. */
export function frameWithSection(frame: string, markup: string): string | null {
  if (!EMPTY_MAIN.test(frame)) return null;
  // A function, so a "$&" in the page's text is not read as a replacement pattern.
  return frame.replace(EMPTY_MAIN, (_match, open: string, close: string) => open + markup + close);
}
