import { sessionMoment, type WeeklySlot } from '@academy/shared';

export type SectionMark = 'live' | 'soon';

/**
 * LIVE when one of today's slots runs now (ending soon counts as live), SOON when one starts within 30
 * minutes; null otherwise. `clock` is the academy's (Africa/Algiers) day of the week and HH:MM.
 */
export function sectionMark(slots: readonly WeeklySlot[], clock: { dayOfWeek: number; time: string }): SectionMark | null {
  let soon = false;
  for (const slot of slots) {
    if (slot.day_of_week !== clock.dayOfWeek) continue;
    const { moment } = sessionMoment(slot, clock.time);
    if (moment === 'live' || moment === 'ending-soon') return 'live';
    if (moment === 'starting-soon') soon = true;
  }
  return soon ? 'soon' : null;
}
