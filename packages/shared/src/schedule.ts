/** Weekly slots of a section. day_of_week 0 = Sunday, as the spec's week runs Sunday to Saturday. */
export interface WeeklySlot {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

export const DAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The slots in week order, as the spec counts it (Sunday first), then by start time. */
export function sortSlots<T extends WeeklySlot>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time));
}

/** The spec's schedule text: 'Day HH:MM-HH:MM' per slot joined by ', ', or 'TBD' when unscheduled. */
export function scheduleText(slots: readonly WeeklySlot[]): string {
  if (!slots.length) return 'TBD';
  return sortSlots(slots)
    .map((s) => `${DAY_SHORT_NAMES[s.day_of_week]} ${s.start_time.slice(0, 5)}-${s.end_time.slice(0, 5)}`)
    .join(', ');
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export type SessionMoment = 'live' | 'starting-soon' | 'ending-soon';

/**
 * Where the academy's clock (HH:MM, Africa/Algiers) stands against a slot of today (spec 9): live between
 * start and end, ending soon in its last 30 minutes, starting soon in the 30 minutes before; null outside.
 * `inWindow` is the whole highlighting window, 30 minutes before start to 30 minutes after end.
 */
export function sessionMoment(slot: { start_time: string; end_time: string }, now: string, windowMinutes = 30) {
  const [start, end, at] = [minutes(slot.start_time), minutes(slot.end_time), minutes(now)];
  let moment: SessionMoment | null = null;
  if (at >= start && at < end) moment = end - at <= windowMinutes ? 'ending-soon' : 'live';
  else if (at < start && start - at <= windowMinutes) moment = 'starting-soon';
  return { moment, inWindow: at >= start - windowMinutes && at < end + windowMinutes };
}

const DAY_FULL_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY_BY_NAME = new Map<string, number>(
  DAY_FULL_NAMES.flatMap((full, day) => [[full, day] as const, [DAY_SHORT_NAMES[day]!.toLowerCase(), day] as const]),
);

/** The scheduler's time choices (spec 5 and 9): half-hour steps from 08:00 to 22:00. */
export const SCHEDULE_TIMES: readonly string[] = Array.from({ length: (22 - 8) * 2 + 1 }, (_, i) => {
  const total = 8 * 60 + i * 30;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
});

const SLOT_TEXT = /^([a-z]+)\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/i;

/** A 24-hour time H:MM or HH:MM as HH:MM, or null when it is not a time of day. */
function clockTime(hours: string, mins: string): string | null {
  const h = Number(hours);
  const m = Number(mins);
  return h <= 23 && m <= 59 ? `${String(h).padStart(2, '0')}:${mins}` : null;
}

/**
 * Reads the spec's schedule text ('Day HH:MM-HH:MM', several slots joined by ', ', as `scheduleText`
 * writes it) into weekly slots. Days in full or short English, any case (Sunday/Sun ... Saturday/Sat);
 * 24-hour times. A slot counts only with a known day, both times and an end after its start; any
 * unreadable part makes the whole text unscheduled ([]), which the screens show as 'TBD'.
 */
export function parseSchedule(text: string | null | undefined): WeeklySlot[] {
  const parts = (text ?? '').split(',').map((part) => part.trim());
  const slots: WeeklySlot[] = [];
  for (const part of parts) {
    const m = SLOT_TEXT.exec(part);
    if (!m) return [];
    const day = DAY_BY_NAME.get(m[1]!.toLowerCase());
    const start = clockTime(m[2]!, m[3]!);
    const end = clockTime(m[4]!, m[5]!);
    if (day === undefined || !start || !end || end <= start) return [];
    slots.push({ day_of_week: day, start_time: start, end_time: end });
  }
  return slots;
}

/** True when two weekly slots meet on the same day at the same time (touching ends do not overlap). */
export function slotsOverlap(a: WeeklySlot, b: WeeklySlot): boolean {
  return (
    a.day_of_week === b.day_of_week &&
    a.start_time.slice(0, 5) < b.end_time.slice(0, 5) &&
    b.start_time.slice(0, 5) < a.end_time.slice(0, 5)
  );
}

/** The first pair of a section's own slots that overlap, or null: a section cannot be in two places at once. */
export function overlappingSlots(slots: readonly WeeklySlot[]): [WeeklySlot, WeeklySlot] | null {
  for (let i = 0; i < slots.length; i++) {
    for (let j = i + 1; j < slots.length; j++) if (slotsOverlap(slots[i]!, slots[j]!)) return [slots[i]!, slots[j]!];
  }
  return null;
}
