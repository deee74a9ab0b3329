import type { QueryClient } from '@tanstack/react-query';
import { coursesKeys } from '@/lib/api/courses/query-keys';
import { adminKeys } from '../../api/query-keys';

/** A decision changes the list, the counts, the overview, students' seats and sections' free seats. */
export function refreshAfterDecision(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
  ]);
}
