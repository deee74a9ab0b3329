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
