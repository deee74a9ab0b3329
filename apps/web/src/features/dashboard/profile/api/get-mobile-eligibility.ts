import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MobileEligibility } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { profileKeys } from './query-keys';

/** GET /api/auth/mobile-credentials/check-eligibility: who has mobile access, and what each one still lacks. */
export function getMobileEligibility(signal?: AbortSignal): Promise<MobileEligibility> {
  return apiFetch<MobileEligibility>(apiPaths.mobileCredentials.eligibility, { signal });
}

export const getMobileEligibilityQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.mobileEligibility, queryFn: ({ signal }) => getMobileEligibility(signal) });

export function useMobileEligibility() {
  return useQuery(getMobileEligibilityQueryOptions());
}
