import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAYMENT_FILTERS, ADMIN_SESSION_FILTERS, ADMIN_STUDENT_STATUSES } from '@academy/shared';
import type { StudentFilters, StudentsListQuery } from '../api/query-keys';

export const STUDENTS_PAGE_SIZE = 25;

export type { StudentFilters };
export type StudentFilterName = keyof StudentFilters;
export type StudentsView = 'table' | 'cards';

const FILTER_NAMES: StudentFilterName[] = ['search', 'section_id', 'course_id', 'status', 'payment', 'session'];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the list's state from search params (pure, so it can be tested). */
export function readStudentParams(params: URLSearchParams) {
  const filters: StudentFilters = {
    search: params.get('search')?.trim() || undefined,
    section_id: positive(params.get('section_id')),
    course_id: positive(params.get('course_id')),
    status: oneOf(ADMIN_STUDENT_STATUSES, params.get('status')),
    payment: oneOf(ADMIN_PAYMENT_FILTERS, params.get('payment')),
    session: oneOf(ADMIN_SESSION_FILTERS, params.get('session')),
  };
  const page = positive(params.get('page')) ?? 1;
  const view = oneOf(['table', 'cards'] as const, params.get('view'));
  return { filters, page, view };
}

/** The server's query for a page of the list. */
export function studentsQuery(filters: StudentFilters, page: number): StudentsListQuery {
  const query: StudentsListQuery = { limit: STUDENTS_PAGE_SIZE, offset: (page - 1) * STUDENTS_PAGE_SIZE };
  for (const name of FILTER_NAMES) if (filters[name] !== undefined) Object.assign(query, { [name]: filters[name] });
  return query;
}

/**
 * The students list keeps search, filters, page and view in the URL, so the back button undoes a choice
 * and a filtered page can be shared. A new filter goes back to page 1; typing replaces the history entry.
 */
export function useStudentFilters() {
  const [params, setParams] = useSearchParams();
  const { filters, page, view } = useMemo(() => readStudentParams(params), [params]);
  const hasFilters = FILTER_NAMES.some((name) => filters[name] !== undefined);

  const update = useCallback(
    (changes: Partial<Record<StudentFilterName, string | number | undefined>>, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  const setParam = useCallback(
    (name: 'page' | 'view', value: string | undefined) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );

  const clearAll = useCallback(
    () =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        [...FILTER_NAMES, 'page'].forEach((name) => next.delete(name));
        return next;
      }),
    [setParams],
  );

  return {
    filters,
    page,
    view,
    hasFilters,
    update,
    clearAll,
    setPage: (n: number) => setParam('page', n > 1 ? String(n) : undefined),
    setView: (v: StudentsView) => setParam('view', v),
  };
}
