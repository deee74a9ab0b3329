import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardClaim } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { studentKeys } from './query-keys';

/** GET /api/admin/students/{id}/card-claim: claimed or not, by which account and when, the card's failed attempts and lock. */
export function getCardClaim(id: number, signal?: AbortSignal): Promise<CardClaim> {
  return apiFetch<{ claim: CardClaim }>(adminApiPaths.students.cardClaim(id), { signal }).then((r) => r.claim);
}

export const getCardClaimQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKeys.cardClaim(id),
    queryFn: ({ signal }) => getCardClaim(id, signal),
    staleTime: 30 * 1000,
  });

export function useCardClaim(id: number) {
  return useQuery(getCardClaimQueryOptions(id));
}
