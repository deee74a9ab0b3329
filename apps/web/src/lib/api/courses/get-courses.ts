import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, type CourseListQuery, type CourseListResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { coursesKeys } from './query-keys';

/** GET /api/courses: active courses only, filtered by the same names the catalogue keeps in its URL. */
export function getCourses(query: CourseListQuery, signal?: AbortSignal): Promise<CourseListResponse> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return apiFetch<CourseListResponse>(search ? `${apiPaths.courses.list}?${search}` : apiPaths.courses.list, { signal });
}

/** One page of courses (the home page and Little Stars showcase). */
export const getCoursesQueryOptions = (query: CourseListQuery) =>
  queryOptions({
    queryKey: coursesKeys.page(query),
    queryFn: ({ signal }) => getCourses(query, signal),
    meta: { errorMessage: 'courses:results.load_failed' },
  });

export function useCourses(query: CourseListQuery) {
  return useQuery(getCoursesQueryOptions(query));
}

/** The catalogue: pages of CATALOGUE_PAGE_SIZE, the next one asked for by "load more". */
export const getCoursePagesQueryOptions = (query: Omit<CourseListQuery, 'limit' | 'offset'>) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.pages(query),
    queryFn: ({ pageParam, signal }) => getCourses({ ...query, limit: CATALOGUE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const loaded = last.offset + last.courses.length;
      return last.courses.length > 0 && loaded < last.total ? loaded : undefined;
    },
    meta: { errorMessage: 'courses:results.load_failed' },
  });

export function useCoursePages(query: Omit<CourseListQuery, 'limit' | 'offset'>) {
  return useInfiniteQuery(getCoursePagesQueryOptions(query));
}
