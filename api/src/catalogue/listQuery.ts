import { LIST_KIND_FILTERS, LIST_PAGE_SIZE, type ListKind } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { LIST_QUERY_KEYS, idsQuerySchema, listQuerySchema, type ListQuery } from '@kingside/contracts/schemas';
import type { Request } from 'express';
import type { ObjectSchema } from 'joi';
import { badRequest } from '../shared/http/errors';
import { validated } from '../shared/http/validate';

/*
 * The query string of a public list read (docs/spec.md §7.12). Without any list parameter the read is the whole
 * list of docs/spec.md §7.2, as before. Parameters the lists do not know are ignored as they always were (a client's
 * cache-buster, say); the known ones are validated by contracts' joi rules, and only their validated values
 * make the cache key, so any two spellings of one page are one entry.
 */

const schemas = new Map<ListKind, ObjectSchema>();
const schemaOf = (kind: ListKind) => {
  let schema = schemas.get(kind);
  if (!schema) schemas.set(kind, (schema = listQuerySchema(kind)));
  return schema;
};

type Query = Request['query'];

/**
 * The request's query, or null when its URL has none: the whole-list reads are the hot path (budgets in
 * docs/architecture.md §4), and Express parses `req.query` anew on every access.
 */
export function queryOf(req: Request): Query | null {
  return req.url.includes('?') ? req.query : null;
}

/** The known parameters of `req.query`, for joi (Express gives a string, or an array for a repeated one). */
function pick(query: Query, keys: readonly string[]): Record<string, unknown> | null {
  let picked: Record<string, unknown> | null = null;
  for (const key of keys) {
    if (query[key] !== undefined) (picked ??= {})[key] = query[key];
  }
  return picked;
}

/**
 * The page a read asks for, or null for the whole list. `pathFilter` is the category or level a
 * `…/category/{category}` or `…/level/{level}` path names (already validated): it wins over the query's.
 */
export function listQueryOf(query: Query | null, kind: ListKind, pathFilter: string | null = null): ListQuery | null {
  if (!query) return null;
  const filterParam = LIST_KIND_FILTERS[kind].param;
  const raw = pick(query, [...LIST_QUERY_KEYS, filterParam]);
  // `?category=` alone is a list parameter too (the whole list's filter is the path of docs/spec.md §7.2): it pages.
  if (!raw) return null;
  const value = validated<Record<string, unknown>>(schemaOf(kind), raw);
  const q = typeof value.q === 'string' ? value.q.replace(/\s+/g, ' ').toLowerCase() : '';
  return {
    limit: typeof value.limit === 'number' ? value.limit : LIST_PAGE_SIZE,
    offset: typeof value.offset === 'number' ? value.offset : 0,
    q,
    sort: typeof value.sort === 'string' ? value.sort : null,
    filter: pathFilter ?? (typeof value[filterParam] === 'string' ? (value[filterParam] as string) : null),
  };
}

/** The cache key of a page: its validated values, in one order. */
export function listCacheKey(kind: ListKind, query: ListQuery): string {
  const { limit, offset, q, sort, filter } = query;
  return `${kind}?${new URLSearchParams({ limit: String(limit), offset: String(offset), filter: filter ?? '', q, sort: sort ?? '' })}`;
}

/** `?ids=`: the ids asked for, deduplicated and ascending, or null when the read names none. */
export function idsOf(query: Query | null): number[] | null {
  if (query?.ids === undefined) return null;
  if (pick(query, [...LIST_QUERY_KEYS, LIST_KIND_FILTERS.products.param])) throw badRequest(API_MESSAGES.idsAlone);
  const { ids } = validated<{ ids: number[] }>(idsQuerySchema, { ids: query.ids });
  return [...new Set(ids)].sort((a, b) => a - b);
}
