import { sortSlots, weekdayName, type WeeklySlot } from '@academy/shared';

/** Sunday to Saturday in the page's language. */
export function weekdayNames(locale: string, width: 'long' | 'short' = 'long'): string[] {
  return Array.from({ length: 7 }, (_, day) => weekdayName(day, locale, width));
}

/** A slot's times as the schedule text writes them: "16:00-17:30". */
export const slotTimes = (slot: WeeklySlot) => `${slot.start_time.slice(0, 5)}-${slot.end_time.slice(0, 5)}`;

/**
 * A slot's times for plain text (toasts, warnings, announcements): isolated left to right with the
 * Unicode isolates, or Arabic text around them would reverse "14:00-16:00" into "16:00-14:00".
 */
export const isolatedTimes = (slot: WeeklySlot) => `\u2066${slotTimes(slot)}\u2069`;

/** A schedule in the page's language as plain text (a toast): "Tue 16:00-17:30, Thu 16:00-17:30" or the TBD word. */
export function scheduleLabelText(slots: readonly WeeklySlot[], locale: string, tbd: string, separator: string): string {
  if (!slots.length) return tbd;
  return sortSlots(slots)
    .map((slot) => `${weekdayName(slot.day_of_week, locale, 'short')} ${isolatedTimes(slot)}`)
    .join(separator);
}
