import { DAY_SHORT_NAMES, type WeeklySlot } from '@academy/shared';

const SLOT = /^([a-z]+)\.?\s+(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/i;
const pad = (time: string) => time.padStart(5, '0');

/**
 * Reads the schedule text of an enrollment ('Sun 17:00-19:00, Tue 14:00-16:00', spec 5: a day in full or
 * short English, then start-end) into weekly slots. Times are already the academy's (Africa/Algiers).
 * Anything unreadable, or 'TBD', gives no slots: the section is shown as not scheduled yet.
 */
export function parseWeeklySlots(schedule: string | null | undefined): WeeklySlot[] {
  const parts = (schedule ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const slots: WeeklySlot[] = [];
  for (const part of parts) {
    const m = SLOT.exec(part);
    if (!m) return [];
    const [, day = '', start = '', end = ''] = m;
    const index = DAY_SHORT_NAMES.findIndex((short) => day.toLowerCase().startsWith(short.toLowerCase()));
    if (index < 0) return [];
    slots.push({ day_of_week: index, start_time: pad(start), end_time: pad(end) });
  }
  return slots;
}
