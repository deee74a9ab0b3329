import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { profileKeys } from './query-keys';

export interface ParentInfo {
  id: number;
  full_name: string | null;
  email: string | null;
  phone: string | null;
}

export interface ParentInfoResponse {
  parent: ParentInfo | null;
}

/** GET /api/auth/me/profile/parent: the family's parent or guardian (null before the profile is completed). */
export function getParentInfo(signal?: AbortSignal): Promise<ParentInfoResponse> {
  return apiFetch<ParentInfoResponse>(apiPaths.profile.parent, { signal });
}

export const getParentInfoQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.parent, queryFn: ({ signal }) => getParentInfo(signal) });

export function useParentInfo() {
  return useQuery(getParentInfoQueryOptions());
}
