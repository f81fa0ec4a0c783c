import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import { HttpError } from '../shared/http/errors';

/*
 * Which URLs a version may be registered from (docs/architecture.md §11): registering by URL makes this server fetch
 * it, so only origins in REMOTE_ORIGINS (config.remoteOrigins, the site's own by default), and no loopback,
 * link-local or private address unless the list names that very address as an origin's host: a name that resolves
 * to one (a DNS record pointing at 127.0.0.1, or at the cloud's metadata address 169.254.169.254) is refused. The
 * name is resolved once and the fetch connects to that address (dns pinning: a second answer cannot swap it).
 */

/** A URL refused before anything was fetched from it: 422 with what was wrong, audited by the registration. */
export class RefusedRemoteUrl extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

/** Addresses a remote URL may not reach unless named: loopback, private, link-local, shared, unspecified, multicast. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP) is loopback, private, link-local or otherwise not a public host's. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as an address: without IPv6's brackets. */
export const hostAddress = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export interface PinnedUrl {
  url: URL;
  /** the address the fetch connects to */
  address: string;
  family: 4 | 6;
}

/**
 * `url` checked against `allowedOrigins` and resolved once: the address to connect to. 422 (RefusedRemoteUrl) for an
 * origin not in the list, or a host at an internal address the list does not name.
 */
export async function pinRemoteUrl(url: URL, allowedOrigins: readonly string[]): Promise<PinnedUrl> {
  if (!allowedOrigins.includes(url.origin)) throw new RefusedRemoteUrl(DEPLOYMENT_MESSAGES.originNotAllowed(url.origin));
  const host = hostAddress(url);
  const literal = isIP(host);
  let address: string;
  let family: 4 | 6;
  if (literal !== 0) {
    // An address named in the list as an origin's host is the operator's choice, internal or not.
    return { url, address: host, family: literal as 4 | 6 };
  }
  try {
    const answers = await lookup(host, { all: true, verbatim: true });
    const internal = answers.find((answer) => isInternalAddress(answer.address));
    if (internal) throw new RefusedRemoteUrl(DEPLOYMENT_MESSAGES.internalAddress(host, internal.address));
    ({ address } = answers[0]!);
    family = answers[0]!.family as 4 | 6;
  } catch (error) {
    if (error instanceof RefusedRemoteUrl) throw error;
    throw new RefusedRemoteUrl(DEPLOYMENT_MESSAGES.unresolvedHost(host));
  }
  return { url, address, family };
}
