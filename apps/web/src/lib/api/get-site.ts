import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfoResponse } from '@academy/shared';
import { useDeferredValue } from 'react';
import { apiPaths } from '@/lib/paths';
import { apiFetch } from './client';

/** GET /api/site's answer, as the server types it. */
export type SiteInfo = SiteInfoResponse;

export function getSite(): Promise<SiteInfo> {
  return apiFetch<SiteInfo>(apiPaths.site);
}

/** The academy's identity changes rarely (an admin's settings): load once per visit, keep. */
export const getSiteQueryOptions = () => queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity, gcTime: Infinity });

export function useSite() {
  return useQuery(getSiteQueryOptions());
}

/**
 * One part of /api/site's answer (undefined until it arrives): the component re-renders only when that part
 * changes (TanStack Query compares what `select` returns), not on every change of the query, and in a render
 * React can pause. `select` must be a stable function (module scope).
 */
export function useSitePart<T>(select: (site: SiteInfo) => T): T | undefined {
  return useDeferredValue(useQuery({ ...getSiteQueryOptions(), select }).data);
}
