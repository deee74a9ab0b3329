import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ATTENDANCE_STATUSES, KindergartenAttendanceInput } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshKindergarten } from './refresh-kindergarten';

interface MarkedAttendance {
  success: true;
  message: string;
  attendance: {
    id: number;
    student_id: number;
    class_id: number;
    class_name: string;
    attendance_date: string;
    status: (typeof ATTENDANCE_STATUSES)[number];
    notes: string | null;
  };
}

/** POST /api/admin/kindergarten/attendance: marks (or corrects) a child's day in its class; no charge, the subscription covers it. */
export function markKindergartenAttendance(body: KindergartenAttendanceInput) {
  return apiFetch<MarkedAttendance>(adminApiPaths.kindergarten.attendance, { method: 'POST', body });
}

export function useMarkKindergartenAttendance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markKindergartenAttendance, onSuccess: () => refreshKindergarten(queryClient) });
}
