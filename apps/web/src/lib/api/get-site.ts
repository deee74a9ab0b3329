import { queryOptions, useQuery } from '@tanstack/react-query';
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
  };
  mobile_app_url: string;
}

export function getSite(): Promise<SiteInfo> {
  return apiFetch<SiteInfo>(apiPaths.site);
}

/** The academy's identity changes with a deployment, not during a visit: load once, keep. */
export const getSiteQueryOptions = () =>
  queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity, gcTime: Infinity });

export function useSite() {
  return useQuery(getSiteQueryOptions());
}
