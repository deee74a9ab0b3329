import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHolderCredentials, MobileHolderType } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { studentKeys } from './query-keys';

/** GET /api/admin/{students|parents}/{id}/credentials: username, the password (shown to admins), app access, eligibility. */
export function getHolderCredentials(type: MobileHolderType, id: number, signal?: AbortSignal): Promise<AdminHolderCredentials> {
  return apiFetch<AdminHolderCredentials>(adminApiPaths.holderMobile.credentials(type, id), { signal });
}

/** Asked only when the admin presses View: a password is not fetched without a reason. */
export const getHolderCredentialsQueryOptions = (type: MobileHolderType, id: number) =>
  queryOptions({
    queryKey: studentKeys.holderCredentials(type, id),
    queryFn: ({ signal }) => getHolderCredentials(type, id, signal),
    staleTime: 0,
    gcTime: 0,
    meta: { errorMessage: 'admin:mobile.fetch_failed' },
  });

export function useHolderCredentials(type: MobileHolderType, id: number, enabled: boolean) {
  return useQuery({ ...getHolderCredentialsQueryOptions(type, id), enabled });
}
