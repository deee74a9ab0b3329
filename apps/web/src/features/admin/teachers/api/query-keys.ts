import type { TEACHER_STATUS_FILTERS } from '@academy/shared';

/** The list's search and status filter, as GET /api/admin/teachers takes them. */
export interface TeacherFilters {
  search?: string;
  status?: (typeof TEACHER_STATUS_FILTERS)[number];
}

export interface TeachersListQuery extends TeacherFilters {
  limit: number;
  offset: number;
}

/** Every cache key of the Teachers screen: the fetcher uses them, mutations invalidate them. */
export const teacherKeys = {
  all: ['admin', 'teachers'] as const,
  list: (query: TeachersListQuery) => ['admin', 'teachers', 'list', query] as const,
};
