import type { ListFilter } from '@kingside/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The option a query-string value names, matched without regard to case ("Advanced" finds "advanced"),
 * or null when there is none or it names nothing known.
 */
export function matchOption<T extends string>(raw: string | null, options: readonly T[]): T | null {
  if (raw === null) return null;
  const wanted = raw.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

/**
 * The option a list filter names in a query string, or null: what the page shows (useUrlFilter) and what
 * the server renders it for (the remotes' section servers).
 */
export function filterValue<T extends string>(search: URLSearchParams, { param, options }: ListFilter<T>): T | null {
  return matchOption(search.get(param), options);
}

export interface UrlFilter<T extends string> {
  /** the selected option, or null for "everything" (also when the URL names an unknown option) */
  value: T | null;
  /** whether the parameter is in the URL at all, known or not: what Clear Filters would remove */
  isSet: boolean;
  select: (option: T) => void;
  clear: () => void;
}

/**
 * A list filter that lives in one query parameter (docs/spec.md §4): read from the URL on load, written on
 * selection (a new history entry, so Back returns to the previous filter), removed by clear. Other
 * parameters of the URL are kept.
 */
export function useUrlFilter<T extends string>(filter: ListFilter<T>): UrlFilter<T> {
  const { param } = filter;
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(param);
  const select = useCallback(
    (option: T) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(param, option);
        return next;
      }),
    [param, setSearchParams],
  );
  const clear = useCallback(
    () =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(param);
        return next;
      }),
    [param, setSearchParams],
  );
  return { value: filterValue(searchParams, filter), isSet: raw !== null, select, clear };
}
