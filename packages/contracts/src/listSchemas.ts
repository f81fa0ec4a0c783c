/**
 * The joi rules of a paged list read (issue 19, docs/spec.md §7.12): the api validates every parameter it
 * knows with these; the browser never loads them (listing.ts builds the queries).
 */
import Joi from 'joi';
import { LIST_KIND_FILTERS, LIST_SORTS, MAX_IDS_PER_READ, MAX_LIST_LIMIT, MAX_SEARCH_LENGTH, type ListKind } from './listing';
import { API_MESSAGES } from './apiMessages';

const MAX_INT = 2_147_483_647;

/** A list read's parameters once validated; `filter` is the category or level. */
export interface ListQuery {
  limit: number;
  offset: number;
  q: string;
  sort: string | null;
  filter: string | null;
}

/** The parameters a list read knows, besides `ids`: any of them makes the read a paged one. */
export const LIST_QUERY_KEYS = ['limit', 'offset', 'q', 'sort'] as const;

/** The rule of each list kind's parameters (the filter under its own name: category or level). */
export function listQuerySchema(kind: ListKind): Joi.ObjectSchema {
  const filter = LIST_KIND_FILTERS[kind];
  return Joi.object({
    limit: Joi.number().integer().min(1).max(MAX_LIST_LIMIT).messages({ '*': API_MESSAGES.invalidLimit }),
    offset: Joi.number().integer().min(0).max(MAX_INT).messages({ '*': API_MESSAGES.invalidOffset }),
    q: Joi.string().trim().max(MAX_SEARCH_LENGTH).allow('').messages({ '*': API_MESSAGES.invalidSearch }),
    sort: Joi.string()
      .valid(...LIST_SORTS[kind])
      .messages({ '*': API_MESSAGES.invalidSort }),
    [filter.param]: Joi.string()
      .valid(...filter.options)
      .messages({ '*': kind === 'lessons' ? API_MESSAGES.invalidLevel : API_MESSAGES.invalidCategory }),
  });
}

/** `?ids=3,1,2`: 1 to MAX_IDS_PER_READ positive ids, no spaces. */
export const idsQuerySchema = Joi.object({
  ids: Joi.string()
    .pattern(new RegExp(`^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_IDS_PER_READ - 1}}$`))
    .custom((value: string, helpers) => {
      const ids = value.split(',').map(Number);
      return ids.every((id) => id <= MAX_INT) ? ids : helpers.error('any.invalid');
    })
    .required()
    .messages({ '*': API_MESSAGES.invalidIds }),
});
