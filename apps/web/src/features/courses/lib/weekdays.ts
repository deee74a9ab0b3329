import { dateTimeFormat, type WeeklySlot } from '@academy/shared';

/** The name of a weekday (0 = Sunday) in the locale, from Intl: "Sunday", "الأحد". */
export function weekdayName(day: number, locale: string): string {
  // 7 January 2024 was a Sunday.
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}

/** "08:30" from "08:30" or "08:30:00". */
export const clock = (time: string) => time.slice(0, 5);

/** Slots in the order of the week as the spec counts it, Sunday first. */
export function sortSlots(slots: readonly WeeklySlot[]): WeeklySlot[] {
  return [...slots].sort((a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time));
}
