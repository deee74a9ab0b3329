import type { WeeklySlot } from '@academy/shared';

/** "08:30" from "08:30" or "08:30:00". */
export const clock = (time: string) => time.slice(0, 5);

/** Slots in the order of the week as the spec counts it, Sunday first. */
export function sortSlots(slots: readonly WeeklySlot[]): WeeklySlot[] {
  return [...slots].sort((a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time));
}
