import { TOTAL_COUNT_HEADER } from '@kingside/contracts';
import type { Request, Response } from 'express';
import { notFound } from '../http/errors';
import { BodyBuffers } from './bodyBuffers';
import { compressed, type CachedJson, type CatalogueCache } from './responseCache';

/**
 * Browsers and proxies may keep a catalogue response but must ask again before using it; the ETag makes
 * that question cheap (304, no body). A short max-age would save the round trip but show a stale price
 * after a change, and the spec's client never refetches on its own anyway.
 */
const CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Writes a stored catalogue response. This is the hot path of docs/architecture.md §4's throughput budget, so it
 * sets the headers directly and ends the response itself instead of going through res.send (which would
 * look at the body's type and check freshness a second time). Node leaves the body out for HEAD.
 */
function write(req: Request, res: Response, entry: CachedJson): void {
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (entry.total !== undefined) res.setHeader(TOTAL_COUNT_HEADER, entry.total);
  if (req.headers['if-none-match'] !== undefined && req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  // Compressed once per entry and encoding; the compression middleware steps aside when Content-Encoding is set.
  if (req.headers['accept-encoding'] !== undefined) {
    const encoding = req.acceptsEncodings('br', 'gzip');
    const encoded = encoding === 'br' || encoding === 'gzip' ? compressed(entry, encoding) : null;
    if (encoded) {
      res.setHeader('Content-Encoding', encoding as string);
      return send(res, [encoded], encoded.length);
    }
  }
  send(res, entry.chunks, entry.length);
}

const pageBodies = new BodyBuffers();

/**
 * The body as it is kept: one chunk ends the response; a page's chunks are gathered into one of `pageBodies`, or, longer
 * than those, written together (corked) and then ended.
 */
function send(res: Response, chunks: readonly Buffer[], length: number): void {
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', length);
  res.statusCode = 200;
  if (chunks.length === 1) {
    res.end(chunks[0]);
    return;
  }
  if (pageBodies.end(res, chunks, length)) return;
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
}

/**
 * Answers a catalogue read from the response cache: 304 when the caller's ETag still matches, otherwise
 * the stored bytes, precompressed when the caller accepts it. On a miss, `load` reads the database (once,
 * however many requests miss together). An unknown resource is a 404 with `notFoundMessage`. `query`: the
 * key is one the caller's query names (a page, a search), kept among the most recently used only.
 */
export function sendCached(
  req: Request,
  res: Response,
  cache: CatalogueCache,
  key: string,
  load: () => Promise<unknown>,
  notFoundMessage?: string,
  { query = false } = {},
): void | Promise<void> {
  const ready = cache.peek(key);
  if (ready) return write(req, res, ready);
  return cache.get(key, load, { query }).then((entry) => {
    if (!entry) throw notFound(notFoundMessage);
    write(req, res, entry);
  });
}
