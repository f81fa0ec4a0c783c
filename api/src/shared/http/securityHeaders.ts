import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/** Origins other than ours among remote URLs (REMOTE_<NAME>_URL, versions registered by URL): the CSP must allow them. */
function remoteOrigins(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const base of urls) {
    if (/^https?:\/\//.test(base)) origins.add(new URL(base).origin);
  }
  return [...origins];
}

/** A remote's versions the pages may load now, as the remote registry's live state names them (deployments/liveState.ts). */
interface LiveRemote {
  active?: { url: string } | null;
  fallback?: { url: string } | null;
  canary?: { url: string } | null;
}

/** The remotes' live state (deployments/liveRemotes.ts): what the pages may load now. */
interface LiveUrls {
  current(): Promise<Record<string, LiveRemote>>;
}

/** Every URL a page may name: each remote's active version, its fallback and its canary. */
function liveUrls(state: Record<string, LiveRemote>): string[] {
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
    // A browser previewing a version (deployments/previewRoutes.ts) may load it from where it is hosted.
    const preview = (res.locals as { preview?: { url?: unknown } }).preview;
    const previewUrl = typeof preview === 'object' && typeof preview.url === 'string' ? [preview.url] : [];
    res.locals.remoteOrigins = remoteOrigins([...Object.values(config.remotes), ...liveUrls(await live.current()), ...previewUrl]);
    headers(req, res, next);
  };
}

/**
 * Helmet for every /api response: its defaults, but a Content-Security-Policy that allows nothing (a JSON URL
 * opened directly loads and runs nothing, and no other site may frame it; the site's policy, with its scripts
 * and styles, has no business here) and `X-Frame-Options: DENY` for browsers that predate `frame-ancestors`.
 * Helmet's `Referrer-Policy: no-referrer` matters here too: /api/auth answers GitHub's sign-in with redirects
 * whose URLs carry `code` and `state`.
 */
export const apiSecurityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  xFrameOptions: { action: 'deny' },
});
