import { TOTAL_COUNT_HEADER } from '@kingside/contracts';
import type { Request, Response } from 'express';
import { notFound } from '../shared/http/errors';
import { noteCacheLookup } from '../shared/http/metrics';
import { compressed, type CachedJson, type CatalogueCache } from './responseCache';

/**
 * A shared cache (a CDN, the load balancer) or a browser may answer from its copy for up to a second while it asks
 * again in the background (the ETag makes that a 304), and never from an older one: a back-office write reaches every
 * visitor within 1 s, without a purge (docs/architecture.md §10.4).
 */
const CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=1';

/**
 * Writes a stored response: 304 when the caller's ETag still matches (Express's req.fresh), else the bytes, in their
 * kept compressed form when the caller accepts one (the compression middleware leaves an answer already encoded alone).
 */
function write(req: Request, res: Response, entry: CachedJson): void {
  res.set({ 'Cache-Control': CACHE_CONTROL, ETag: entry.etag, Vary: 'Accept-Encoding' });
  if (entry.total !== undefined) res.set(TOTAL_COUNT_HEADER, String(entry.total));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.headers['accept-encoding'] === undefined ? false : req.acceptsEncodings('br', 'gzip');
  const encoded = encoding === 'br' || encoding === 'gzip' ? compressed(entry, encoding) : null;
  if (encoded) res.set('Content-Encoding', encoding as string);
  res.type('json').send(encoded ?? entry.body);
}

/**
 * Answers a catalogue read from the response cache; on a miss, `load` reads the database (once, however many requests
 * miss together). An unknown resource is a 404 with `notFoundMessage`.
 */
export function sendCached(
  req: Request,
  res: Response,
  cache: CatalogueCache,
  key: string,
  load: () => Promise<unknown>,
  notFoundMessage?: string,
): void | Promise<void> {
  const ready = cache.peek(key);
  noteCacheLookup(res, ready ? 'hit' : 'miss');
  if (ready) return write(req, res, ready);
  return cache.get(key, load, req.app.get('etag fn') as (body: Buffer) => string).then((entry) => {
    if (!entry) throw notFound(notFoundMessage);
    write(req, res, entry);
  });
}
