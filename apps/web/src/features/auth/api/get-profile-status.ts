import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissingData } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export interface ProfileStatus {
  profile_incomplete: boolean;
  missing_data: MissingData;
}

export function getProfileStatus(): Promise<ProfileStatus> {
  return apiFetch<ProfileStatus>(apiPaths.auth.profileStatus);
}

export const getProfileStatusQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'profile-status'], queryFn: getProfileStatus, staleTime: 0 });

export function useProfileStatus() {
  return useQuery(getProfileStatusQueryOptions());
}
