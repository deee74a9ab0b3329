import { paths } from '@/lib/paths';

/** A course's classes are edited in the courses screen's sections manager: `/admin/courses?sections=<courseId>`. */
export function classesLink(courseId: number): string {
  return `${paths.admin.courses}?${new URLSearchParams({ sections: String(courseId) }).toString()}`;
}
