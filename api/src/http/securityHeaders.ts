import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import type { LiveState } from '../deployments/liveState';

/** Origins other than ours among remote URLs (REMOTE_<NAME>_URL, versions registered by URL): the CSP must allow them. */
function remoteOrigins(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const base of urls) {
    if (/^https?:\/\//.test(base)) origins.add(new URL(base).origin);
  }
  return [...origins];
}

/** The remotes' live state (deployments/liveRemotes.ts): what the pages may load now. */
interface LiveUrls {
  current(): Promise<LiveState>;
}

/** Every URL a page may name: each remote's active version, its fallback and its canary. */
function liveUrls(state: LiveState): string[] {
  return Object.values(state).flatMap(({ active, fallback, canary }) => [active, fallback, canary].flatMap((v) => (v ? [v.url] : [])));
}

/**
 * Helmet, for what a browser renders: the shell's HTML, the remotes' scripts and styles, images. Its
 * Content-Security-Policy describes the site (our scripts, the remotes' origins, Emotion's inline styles). With the
 * remote registry the remotes' origins are those of the versions live now, read per request (from memory, as
 * the pages read them): a version registered by URL elsewhere loads as soon as it is activated.
 */
export function siteSecurityHeaders(config: Config, live?: LiveUrls): RequestHandler {
  const configured = remoteOrigins(Object.values(config.remotes));
  const origins = (res: unknown) => ((res as Response).locals.remoteOrigins as string[] | undefined) ?? configured;
  const remotes = (_req: unknown, res: unknown) => origins(res).join(' ');
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", remotes],
        'connect-src': ["'self'", remotes],
        // Emotion writes its styles into <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', remotes],
        'font-src': ["'self'", remotes],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': config.production ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  if (!live) return headers;
  return async (req, res, next) => {
    res.locals.remoteOrigins = remoteOrigins([...Object.values(config.remotes), ...liveUrls(await live.current())]);
    headers(req, res, next);
  };
}

/**
 * The headers every /api response carries, in place of helmet's dozen (which run a dozen middlewares per
 * request, on the hot path of docs/architecture.md §4). A JSON body is never rendered by a browser as a page with
 * scripts, links or windows, so what still matters is:
 * - `X-Content-Type-Options: nosniff`: the JSON is never sniffed into HTML or script (XSS, XSSI);
 * - a CSP that allows nothing and no framing, for a JSON URL opened directly: nothing in it may load or
 *   run, and no other site may frame it (the site's own CSP, with its scripts and styles, has no business
 *   here: `default-src 'none'` is the stricter one);
 * - `X-Frame-Options: DENY`: the same for browsers that predate `frame-ancestors`;
 * - `Strict-Transport-Security`, helmet's value: an API call may be a browser's first visit over HTTPS;
 * - `Referrer-Policy: no-referrer`, helmet's value: not for JSON, but /api/auth answers the GitHub sign-in
 *   with redirects whose URLs carry `code` and `state`, and a redirect's policy governs the Referer sent
 *   to where it leads.
 * Left out because they govern documents only: Cross-Origin-Opener-Policy (windows),
 * Cross-Origin-Resource-Policy (no-cors embedding, which browsers already refuse for JSON sent with
 * nosniff; helmet's `cross-origin` here was the same as no header), Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options and X-Permitted-Cross-Domain-Policies (IE, Flash) and
 * X-XSS-Protection.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Referrer-Policy': 'no-referrer',
};

const apiHeaderEntries = Object.entries(API_SECURITY_HEADERS);

export function setApiSecurityHeaders(res: Response): void {
  for (const [name, value] of apiHeaderEntries) res.setHeader(name, value);
}
