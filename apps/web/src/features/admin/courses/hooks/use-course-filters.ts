import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_COURSE_STATUSES, LEVEL_GRADES, LEVELS, SUBJECT_CODES, type Level } from '@academy/shared';
import type { AdminCoursesListQuery } from '@/features/admin/api/courses/query-keys';

export const COURSES_PAGE_SIZE = 24;
type Status = AdminCoursesListQuery['status'];
export type CourseFilterName = 'search' | 'level' | 'grade' | 'subject' | 'status' | 'page' | 'sections';

/** Reads the filters from the URL (pure, so it can be tested): a grade only with its level, unknown values dropped. */
export function readCourseParams(params: URLSearchParams) {
  const rawLevel = params.get('level');
  const level = LEVELS.includes(rawLevel as Level) ? (rawLevel as Level) : undefined;
  const rawGrade = params.get('grade');
  const grade = level && LEVEL_GRADES[level].some((g) => g.id === rawGrade) ? (rawGrade ?? undefined) : undefined;
  const rawSubject = params.get('subject');
  const subject = SUBJECT_CODES.includes(rawSubject as never) ? (rawSubject ?? undefined) : undefined;
  const rawStatus = params.get('status');
  const status: Status = ADMIN_COURSE_STATUSES.includes(rawStatus as Status) ? (rawStatus as Status) : 'all';
  const page = Number(params.get('page'));
  const sections = Number(params.get('sections'));
  return {
    search: params.get('search')?.trim() || undefined,
    level,
    grade,
    subject,
    status,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    /** The course whose sections manager is open. */
    sectionsOf: Number.isInteger(sections) && sections > 0 ? sections : undefined,
  };
}

/** The courses screen keeps its filters (and the open sections manager) in the URL; a new filter starts at page 1. */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readCourseParams(params), [params]);
  const query: AdminCoursesListQuery = {
    search: state.search,
    level: state.level,
    grade: state.grade,
    subject: state.subject,
    status: state.status,
    limit: COURSES_PAGE_SIZE,
    offset: (state.page - 1) * COURSES_PAGE_SIZE,
  };

  const update = useCallback(
    (changes: Partial<Record<CourseFilterName, string | number | undefined>>, options: { replace?: boolean } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!('page' in changes) && !('sections' in changes)) next.delete('page');
          // A new level takes its years and subjects with it.
          if ('level' in changes) {
            next.delete('grade');
            next.delete('subject');
          }
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (name === 'status' && value === 'all') || (name === 'page' && value === 1))
              next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const filtered = Boolean(state.search || state.level || state.grade || state.subject || state.status !== 'all');

  return { ...state, query, update, clear, filtered };
}
