import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { RegistrationsQuery } from '../api/query-keys';

export const REGISTRATIONS_PAGE_SIZE = 20;
export const REGISTRATION_FILTER_STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
type Status = RegistrationsQuery['status'];

/** Reads status (pending unless chosen), course, search and page from the URL (pure, so it can be tested). */
export function readRegistrationParams(params: URLSearchParams) {
  const raw = params.get('status');
  const status: Status = REGISTRATION_FILTER_STATUSES.includes(raw as Status) ? (raw as Status) : 'pending';
  const course = Number(params.get('course_id'));
  const page = Number(params.get('page'));
  return {
    status,
    course_id: Number.isInteger(course) && course > 0 ? course : undefined,
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The registrations screen keeps its filters in the URL (back button, deep links); a new filter starts at page 1. */
export function useRegistrationFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readRegistrationParams(params), [params]);
  const query: RegistrationsQuery = {
    status: state.status,
    course_id: state.course_id,
    search: state.search,
    limit: REGISTRATIONS_PAGE_SIZE,
    offset: (state.page - 1) * REGISTRATIONS_PAGE_SIZE,
  };

  const update = useCallback(
    (
      changes: Partial<Record<'status' | 'course_id' | 'search' | 'page', string | number | undefined>>,
      options: { replace?: boolean } = {},
    ) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!('page' in changes)) next.delete('page');
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (name === 'status' && value === 'pending') || (name === 'page' && value === 1))
              next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  return { ...state, query, update };
}
