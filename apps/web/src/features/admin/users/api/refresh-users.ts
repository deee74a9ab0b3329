import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/query-keys';
import { userKeys } from './query-keys';

/** After a change to an account: the users list, and the overview's figures (counts of families). */
export function refreshUsers(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
}
