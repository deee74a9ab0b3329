import type { MarkResult } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import type { MarkBody } from '../lib/scan-flow';

/**
 * POST /api/admin/attendance/mark: present today in one section. Without `force` it may answer 400
 * time_restriction (outside the window) or debt_warning (the student owes money), which the screen
 * turns into the warning dialogs.
 */
export function markAttendance(body: MarkBody): Promise<MarkResult> {
  return apiFetch<MarkResult>(adminApiPaths.attendance.mark, { method: 'POST', body: { ...body, status: 'present' } });
}
