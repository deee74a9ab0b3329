import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSection, ScheduleConflict, WeeklySlot } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { coursesKeys } from '@/lib/api/courses/query-keys';
import { adminKeys } from '../../api/query-keys';
import { scheduleKeys } from './query-keys';

export interface ScheduleCheck {
  success: true;
  dry_run: true;
  schedule: string;
  warnings: ScheduleConflict[];
}

export interface ScheduleSaved {
  success: true;
  section: AdminSection;
  warnings: ScheduleConflict[];
}

/** PUT /api/courses/sections/{id}?dry_run=true: the warnings these slots would bring, nothing written. */
export function checkSectionSchedule({ id, slots }: { id: number; slots: WeeklySlot[] }) {
  return apiFetch<ScheduleCheck>(`${adminApiPaths.sections.detail(id)}?dry_run=true`, { method: 'PUT', body: { slots } });
}

/** PUT /api/courses/sections/{id} with the grid's slots (an empty list unschedules the section). */
export function saveSectionSchedule({ id, slots }: { id: number; slots: WeeklySlot[] }) {
  return apiFetch<ScheduleSaved>(adminApiPaths.sections.detail(id), { method: 'PUT', body: { slots } });
}

/** Failures are toasted by the caller ('Failed to update section schedule'). */
export function useCheckSectionSchedule() {
  return useMutation({ mutationFn: checkSectionSchedule });
}

/**
 * A saved schedule shows at once in the grid, then every admin list (courses and their sections manager,
 * the overview) and the public catalogue are refreshed.
 */
export function useSaveSectionSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSectionSchedule,
    onSuccess: (saved) => {
      queryClient.setQueryData<{ sections: AdminSection[] }>(scheduleKeys.sections, (old) =>
        old ? { sections: old.sections.map((s) => (s.id === saved.section.id ? saved.section : s)) } : old,
      );
      // Not awaited: the grid already shows the saved section, the rest refreshes in the background.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: coursesKeys.all });
    },
  });
}
