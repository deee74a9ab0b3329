import type { QueryClient } from '@tanstack/react-query';
import { coursesKeys } from '@/lib/api/courses/query-keys';
import { adminKeys } from '../../api/query-keys';

/** A course or section write changes the admin's lists, the overview and the public catalogue. */
export function refreshCourses(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
  ]);
}
