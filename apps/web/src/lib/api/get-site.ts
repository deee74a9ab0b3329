import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { apiPaths } from '@/lib/paths';
import { apiFetch } from './client';

export interface SiteInfo {
  academy: {
    name: string;
    name_ar: string;
    email: string;
    phones: string[];
    address: string;
    address_ar: string;
    support_hours: string;
    /** Set in the admin's settings; empty: the English hours are translated when they can be read. */
    support_hours_ar?: string;
    map_url?: string;
  };
  mobile_app_url: string;
  /** The admin's about texts and testimonials (empty until saved in the settings). */
  about?: { en: string; ar: string };
  testimonials?: { name: string; role_en: string; role_ar: string; text_en: string; text_ar: string }[];
}

export function getSite(): Promise<SiteInfo> {
  return apiFetch<SiteInfo>(apiPaths.site);
}

/** The academy's identity changes rarely (an admin's settings): load once per visit, keep. */
export const getSiteQueryOptions = () =>
  queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity, gcTime: Infinity });

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
