import type { CourseListQuery } from '@academy/shared';

/** Every cache key of the catalogue, in one place: the fetchers use them, the mutations invalidate them. */
export const coursesKeys = {
  all: ['courses'] as const,
  /** Both shapes of the list (one page, and the catalogue's pages) start with this. */
  lists: ['courses', 'list'] as const,
  page: (query: CourseListQuery) => ['courses', 'list', 'page', query] as const,
  pages: (query: Omit<CourseListQuery, 'offset'>) => ['courses', 'list', 'pages', query] as const,
  filters: ['courses', 'filters'] as const,
  /** One course opened by a link or QR code (`/courses?course=<id>`). */
  course: (id: number) => ['courses', 'detail', id] as const,
  sections: (courseId: number) => ['courses', 'sections', courseId] as const,
  myRegistrations: ['courses', 'my-registrations'] as const,
  myEnrollments: ['courses', 'my-enrollments'] as const,
};
