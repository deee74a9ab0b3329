import { useListParams } from '../../../lib/use-list-params';
import { OVERVIEW_FILTER_NAMES, readOverviewFilters } from '../lib/overview-params';

/** Date range, status, search and page of the overview, kept in the URL (a new filter goes back to page 1). */
export function useOverviewFilters() {
  return useListParams(readOverviewFilters, OVERVIEW_FILTER_NAMES);
}
