/** Weekly slots of a section. day_of_week 0 = Sunday, as the spec's week runs Sunday to Saturday. */
export interface WeeklySlot {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

export const DAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The spec's schedule text: 'Day HH:MM-HH:MM' per slot joined by ', ', or 'TBD' when unscheduled. */
export function scheduleText(slots: readonly WeeklySlot[]): string {
  if (!slots.length) return 'TBD';
  return [...slots]
    .sort((a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time))
    .map((s) => `${DAY_SHORT_NAMES[s.day_of_week]} ${s.start_time.slice(0, 5)}-${s.end_time.slice(0, 5)}`)
    .join(', ');
}
