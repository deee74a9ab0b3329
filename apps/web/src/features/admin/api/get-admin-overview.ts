import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export interface AdminOverview {
  students_total: number;
  active_enrollments: number;
  courses_active: number;
  pending_registrations: number;
  unread_messages: number;
  attendance_today: number;
  /** Decimal string in DA. */
  cash_today: string;
}

export function getAdminOverview(): Promise<AdminOverview> {
  return apiFetch<AdminOverview>(apiPaths.admin.overview);
}

export const getAdminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: getAdminOverview,
    meta: { errorMessage: 'admin:overview.load_failed' },
  });

export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
