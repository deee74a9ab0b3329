import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payRuleBody, type PayRuleInput, type PayRulesResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';

/** A section's pay rules; the teacher pay screens read the rules through their statements, so only this key changes. */
export const payRuleKeys = {
  all: ['admin', 'pay-rules'] as const,
  section: (sectionId: number) => ['admin', 'pay-rules', sectionId] as const,
};

/** GET /api/admin/sections/{id}/pay-rule: the rule in effect today and every rule, newest first. */
export function getPayRules(sectionId: number, signal?: AbortSignal): Promise<PayRulesResponse> {
  return apiFetch<PayRulesResponse>(adminApiPaths.sections.payRule(sectionId), { signal });
}

export function usePayRules(sectionId: number) {
  return useQuery(
    queryOptions({
      queryKey: payRuleKeys.section(sectionId),
      queryFn: ({ signal }) => getPayRules(sectionId, signal),
      staleTime: 30 * 1000,
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * PUT /api/admin/sections/{id}/pay-rule: the rule from `effective_from` on (409 section_has_no_teacher,
 * pay_rule_in_closed_month). The block shows failures itself.
 */
export function savePayRule({ sectionId, body }: { sectionId: number; body: PayRuleInput }): Promise<unknown> {
  return apiFetch<unknown>(adminApiPaths.sections.payRule(sectionId), { method: 'PUT', body: payRuleBody.parse(body) });
}

export function useSavePayRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayRule,
    // The teachers' statements apply the rules: they are read again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payRuleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'teacher-pay'] }),
      ]),
  });
}
