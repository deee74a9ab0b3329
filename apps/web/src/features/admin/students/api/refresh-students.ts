import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/query-keys';
import { studentKeys } from './query-keys';

/** After a change to students or their seats: their lists and pages, and the overview's figures. */
export function refreshStudents(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: studentKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
  ]);
}
