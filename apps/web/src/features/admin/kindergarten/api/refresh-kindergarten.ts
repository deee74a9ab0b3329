import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/query-keys';

/**
 * A subscription, payment or attendance write changes this screen, the students' money and attendance,
 * and the overview: every admin list is refreshed.
 */
export function refreshKindergarten(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
