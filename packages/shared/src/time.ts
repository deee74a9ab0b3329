import { ACADEMY_TIME_ZONE } from './constants';
import { dateTimeFormat } from './intl';

// Made at the first use (dateTimeFormat keeps it), not when the module loads: building a formatter with a
// time zone loads its data, about 70 ms of a public page's start on a phone-speed CPU, and most pages that
// import this never ask.
const academyParts = () =>
  dateTimeFormat('en-CA', {
    timeZone: ACADEMY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  });

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type WallClock = { date: string; time: string; dayOfWeek: number };
// The wall clock changes once a minute (time zone offsets are whole minutes): the last one is kept, as the
// server asks for it on nearly every request and formatting it costs microseconds.
let lastMinute = Number.NaN;
let last: WallClock = { date: '', time: '', dayOfWeek: 0 };

/** The academy's wall clock (Africa/Algiers) at an instant: local date YYYY-MM-DD, HH:MM and day of week (0 = Sunday). */
export function academyClock(at: Date): WallClock {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    const p = Object.fromEntries(
      academyParts()
        .formatToParts(at)
        .map((x) => [x.type, x.value]),
    );
    last = { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, dayOfWeek: WEEKDAYS.indexOf(p.weekday!) };
    lastMinute = minute;
  }
  return { ...last };
}

/** True when YYYY-MM-DD names a real calendar date. */
export function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * A local date (YYYY-MM-DD) moved by whole calendar months; a day the target month lacks is clamped to
 * its last day (31 January + 1 month = 28 or 29 February; 31 March + 1 month = 30 April).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Whole days from one local date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
