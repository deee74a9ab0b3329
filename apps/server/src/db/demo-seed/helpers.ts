import { academyClock } from '@academy/shared';
import type { Tx } from '../client';

/** The demo's multi-row inserts go in batches of this many rows. */
const BATCH = 1000;

// ---------------------------------------------------------------------------------------------------------
// Small helpers: a seeded PRNG and local-date arithmetic (Africa/Algiers is UTC+1 all year).

export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
export const localInstant = (date: string, hhmm: string) => new Date(`${date}T${hhmm.slice(0, 5)}:00+01:00`);
export const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}
export function endTime(start: string, hours: number): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const total = h * 60 + m + hours * 60;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const money = (n: number) => n.toFixed(2);

export function chunks<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Multi-row inserts in batches, returning every batch's RETURNING rows. */
export async function insertAll<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (const batch of chunks(rows)) out.push(...(await insert(batch)));
  return out;
}

export type Random = ReturnType<typeof prng>;

/** "Now" and the dates the phases count from (every date is relative to the clock, so the demo never ages). */
export interface SeedTime {
  now: Date;
  /** The academy's local date and time of day (Africa/Algiers). */
  today: string;
  nowTime: string;
  todayStart: Date;
  /** The year the current school year started in (September). */
  schoolYear: number;
  daysAgo: (n: number) => string;
  /** Nothing is dated after "now". */
  notAfterNow: (at: Date) => Date;
}

export function seedTime(now: Date): SeedTime {
  const { date: today, time: nowTime } = academyClock(now);
  const todayStart = new Date(`${today}T00:00:00+01:00`);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const schoolYear = month >= 9 ? year : year - 1;
  const daysAgo = (n: number) => addDays(today, -n);
  const notAfterNow = (at: Date) => (at > now ? now : at);
  return { now, today, nowTime, todayStart, schoolYear, daysAgo, notAfterNow };
}

/** What every phase inside the seed's one transaction works with. */
export interface SeedContext extends SeedTime {
  tx: Tx;
  /** The one seeded PRNG: phases draw from it in a fixed order, so the demo comes out the same every time. */
  rnd: Random;
  /** The first admin: who decided, marked and recorded everything. */
  adminId: number | null;
}
