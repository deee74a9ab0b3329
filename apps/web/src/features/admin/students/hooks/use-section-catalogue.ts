import { useQueries } from '@tanstack/react-query';
import type { CourseSummary, SectionSummary } from '@academy/shared';
import { getCourseSectionsQueryOptions } from '@/lib/api/courses/get-course-sections';
import { useCourses } from '@/lib/api/courses/get-courses';

export interface CourseWithSections {
  course: CourseSummary;
  sections: SectionSummary[];
}

/** Sections hardly change while the admin works: kept five minutes for the filters (the dialogs ask afresh). */
const FILTER_STALE_TIME = 5 * 60 * 1000;

/**
 * The active courses (GET /api/courses?limit=100) and the sections of those that have any (GET
 * /api/courses/{id}/sections, one call each, in parallel), for the course and section filters.
 */
export function useSectionCatalogue() {
  const courses = useCourses({ limit: 100 });
  const withSections = (courses.data?.courses ?? []).filter((c) => c.sections_count > 0);
  const sections = useQueries({
    queries: withSections.map((course) => ({ ...getCourseSectionsQueryOptions(course.id), staleTime: FILTER_STALE_TIME })),
  });
  const catalogue: CourseWithSections[] = withSections.map((course, i) => ({ course, sections: sections[i]?.data?.sections ?? [] }));
  return {
    courses: courses.data?.courses ?? [],
    catalogue,
    isPending: courses.isPending || sections.some((s) => s.isPending),
  };
}
