/** Every cache key of the admin's courses screen and its sections manager. */
export interface AdminCoursesListQuery {
  search?: string;
  level?: string;
  grade?: string;
  subject?: string;
  status: 'all' | 'active' | 'inactive' | 'archived';
  limit: number;
  offset: number;
}

export const adminCourseKeys = {
  all: ['admin', 'courses'] as const,
  list: (query: AdminCoursesListQuery) => ['admin', 'courses', 'list', query] as const,
  sections: (courseId: number) => ['admin', 'courses', 'sections', courseId] as const,
};
