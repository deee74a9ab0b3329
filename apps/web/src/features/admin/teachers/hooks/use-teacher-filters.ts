import { TEACHER_STATUS_FILTERS } from '@academy/shared';
import { pageQuery, useListParams } from '../../lib/use-list-params';
import type { TeacherFilters, TeachersListQuery } from '../api/query-keys';

export const TEACHERS_PAGE_SIZE = 20;
const FILTER_NAMES = ['search', 'status'] as const;

/** Reads the filters from search params (pure); no status means the server's default, the active teachers. */
export function readTeacherFilters(params: URLSearchParams): TeacherFilters {
  return {
    search: params.get('search')?.trim() || undefined,
    status: TEACHER_STATUS_FILTERS.find((s) => s === params.get('status')),
  };
}

export const teachersQuery = (filters: TeacherFilters, page: number): TeachersListQuery => pageQuery(filters, page, TEACHERS_PAGE_SIZE);

/** Search, status and page, kept in the URL. */
export function useTeacherFilters() {
  return useListParams(readTeacherFilters, FILTER_NAMES);
}
