import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type RemoteName } from '@kingside/contracts';
import { DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import { HttpError } from '../shared/http/errors';
import { hostAddress, pinRemoteUrl, RefusedRemoteUrl, type PinnedUrl } from './remoteUrls';
import { MANIFEST_FILE, readStoredManifest } from './store';
import { MANIFEST_MAX_BYTES, unreadable } from './manifest';

/*
 * Where a version's mf-manifest.json is read from, at registration and again at every activation (its bytes must
 * still be those registered): this server's store for a local version; else `<url>mf-manifest.json`, fetched.
 * A URL that is a path on this site ('/cdn/shop/v2/') is fetched from this very server over loopback, as a
 * browser of the site would fetch it. Any other URL must be on an origin of REMOTE_ORIGINS and not at an internal
 * address, its name resolved once (remoteUrls.ts). Fetches are bounded: 5 s in all, 1 MB, at most 5 redirects, each to
 * http(s) and the same origin only.
 */

const FETCH_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 5;

/** `url` with a trailing slash: a base the manifest's file name is appended to. */
export function asBase(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** The answer's body, at most MANIFEST_MAX_BYTES. */
async function readBounded(response: IncomingMessage): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (declared > MANIFEST_MAX_BYTES) throw unreadable('it is larger than 1 MB');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).byteLength;
    if (size > MANIFEST_MAX_BYTES) throw unreadable('it is larger than 1 MB');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** One GET of `target`, connected to `address` whatever the name resolves to now (the name still goes in Host and SNI). */
export function pinnedGet(target: PinnedUrl, signal: AbortSignal): Promise<IncomingMessage> {
  const { url, address, family } = target;
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      { lookup: pinned, signal, headers: { Accept: 'application/json' } },
      resolve,
    );
    request.on('error', reject);
  });
}

/** Where a fetch may go: the origins of REMOTE_ORIGINS (a URL the registration was given), or this very server. */
export type FetchPolicy = { allowedOrigins: readonly string[] } | 'this server';

/**
 * GET of an http(s) URL, following redirects by hand: each to http(s) and the same origin only. A URL of another
 * server is checked against the policy and its address pinned first (remoteUrls.ts); 422 when refused.
 */
export async function fetchManifestBytes(start: URL, policy: FetchPolicy): Promise<Buffer> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const target: PinnedUrl =
    policy === 'this server' ? { url: start, address: hostAddress(start), family: 4 } : await pinRemoteUrl(start, policy.allowedOrigins);
  let url = start;
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw unreadable('it is not at an http(s) URL');
      if (url.origin !== start.origin) throw new RefusedRemoteUrl(DEPLOYMENT_MESSAGES.redirectElsewhere(url.origin));
      const response = await pinnedGet({ ...target, url }, signal);
      const location = response.headers.location;
      if (response.statusCode! >= 300 && response.statusCode! < 400 && location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw unreadable('it is behind too many redirects');
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw unreadable(`${url.href} answered ${response.statusCode}`);
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
export async function manifestBytes(
  remotesDir: string,
  where: ManifestLocation,
  loopbackPort: number | undefined,
  allowedOrigins: readonly string[],
): Promise<Buffer> {
  if (where.local) {
    const bytes = await readStoredManifest(remotesDir, where.remote, where.version);
    if (bytes === null) throw new HttpError(422, DEPLOYMENT_MESSAGES.localVersionMissing(where.remote, where.version));
    return bytes;
  }
  if (where.url.startsWith('/')) {
    if (!loopbackPort) throw unreadable('this server cannot reach its own paths');
    return fetchManifestBytes(new URL(`http://127.0.0.1:${loopbackPort}${where.url}${MANIFEST_FILE}`), 'this server');
  }
  return fetchManifestBytes(new URL(MANIFEST_FILE, where.url), { allowedOrigins });
}
