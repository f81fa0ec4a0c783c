import { type RemoteName } from '@kingside/contracts';
import { DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import { HttpError } from '../shared/http/errors';
import { MANIFEST_FILE, readStoredManifest } from './store';
import { MANIFEST_MAX_BYTES, unreadable } from './manifest';

/*
 * Where a version's mf-manifest.json is read from, at registration and again at every activation (its bytes must
 * still be those registered): this server's store for a local version; else `<url>mf-manifest.json`, fetched.
 * A URL that is a path on this site ('/cdn/shop/v2/') is fetched from this very server over loopback, as a
 * browser of the site would fetch it. Fetches are bounded: 5 s in all, 1 MB, at most 5 redirects, each to http(s)
 * only.
 */

const FETCH_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 5;

/** `url` with a trailing slash: a base the manifest's file name is appended to. */
export function asBase(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

async function readBounded(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MANIFEST_MAX_BYTES) throw unreadable('it is larger than 1 MB');
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += (chunk as Uint8Array).byteLength;
    if (size > MANIFEST_MAX_BYTES) throw unreadable('it is larger than 1 MB');
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** GET of an http(s) URL, following redirects by hand so none leads anywhere but http(s). */
export async function fetchManifestBytes(start: URL): Promise<Buffer> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let url = start;
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw unreadable('it is not at an http(s) URL');
      const response = await fetch(url, { redirect: 'manual', signal, headers: { Accept: 'application/json' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw unreadable('it is behind too many redirects');
        url = new URL(location, url);
        continue;
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw unreadable(`${url.href} answered ${response.status}`);
      }
      return await readBounded(response);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (signal.aborted) throw unreadable(`${url.href} did not answer within 5 seconds`);
    throw unreadable(`${url.href} could not be fetched`);
  }
}

export interface ManifestLocation {
  remote: RemoteName;
  version: string;
  /** the version's base URL (ends with `/`): an http(s) URL or a path on this site */
  url: string;
  local: boolean;
}

/**
 * The manifest's bytes. `loopbackPort`: this server's port, for a URL that is a path on this site (the request's
 * local port). 422 localVersionMissing for a local version the store does not have, 422 manifestUnreadable when
 * it cannot be fetched.
 */
export async function manifestBytes(remotesDir: string, where: ManifestLocation, loopbackPort: number | undefined): Promise<Buffer> {
  if (where.local) {
    const bytes = await readStoredManifest(remotesDir, where.remote, where.version);
    if (bytes === null) throw new HttpError(422, DEPLOYMENT_MESSAGES.localVersionMissing(where.remote, where.version));
    return bytes;
  }
  if (where.url.startsWith('/')) {
    if (!loopbackPort) throw unreadable('this server cannot reach its own paths');
    return fetchManifestBytes(new URL(`http://127.0.0.1:${loopbackPort}${where.url}${MANIFEST_FILE}`));
  }
  return fetchManifestBytes(new URL(MANIFEST_FILE, where.url));
}
