import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** `?page=` as a page number (1 when absent or not a whole number above 1). */
export function readPage(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * A server-paged admin list whose filters and page live in the URL, so the back button undoes a choice
 * and a filtered page can be shared. `read` turns the search params into the filters (dropping unknown
 * values); a changed filter goes back to page 1.
 */
export function useListParams<F extends object>(read: (params: URLSearchParams) => F, names: readonly (keyof F & string)[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  const page = readPage(params);
  const hasFilters = names.some((name) => filters[name] !== undefined);

  const update = useCallback(
    (changes: Partial<Record<keyof F & string, string | undefined>>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const clearAll = useCallback(
    () =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        [...names, 'page'].forEach((name) => next.delete(name));
        return next;
      }),
    [setParams, names],
  );

  const setPage = useCallback(
    (n: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (n > 1) next.set('page', String(n));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { filters, page, hasFilters, update, clearAll, setPage };
}

/** The server's query for one page: the defined filters, the page size and the offset. */
export function pageQuery<F extends object>(filters: F, page: number, pageSize: number): F & { limit: number; offset: number } {
  const defined = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as F;
  return { ...defined, limit: pageSize, offset: (page - 1) * pageSize };
}
