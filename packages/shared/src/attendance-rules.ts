import { DEFAULT_SESSION_PRICE_DA, MONTHLY_CYCLE_SESSIONS, SESSION_WINDOW_MINUTES } from './constants';
import { sessionMoment, type WeeklySlot } from './schedule';

/*
 * The rules of marking attendance at the door (spec 4 "Attendance marking", spec 9 windows and cycle),
 * pure so the server decides with them and the tests drive them with any clock.
 */

/** Where the academy's clock stands against a section's sessions of the day. */
export type AttendanceWindow = 'open' | 'too_early' | 'too_late' | 'not_today';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A section's window today: open from 30 minutes before a slot's start to 30 minutes after its end
 * (spec 9, the same window the students list highlights). With several slots today, the open one wins,
 * else the next one to come ('too_early'), else the last one gone ('too_late').
 */
export function attendanceWindow(
  slots: readonly WeeklySlot[],
  now: { dayOfWeek: number; time: string },
  windowMinutes = SESSION_WINDOW_MINUTES,
): { window: AttendanceWindow; slot: WeeklySlot | null } {
  const today = slots.filter((s) => s.day_of_week === now.dayOfWeek).sort((a, b) => a.start_time.localeCompare(b.start_time));
  if (!today.length) return { window: 'not_today', slot: null };
  const open = today.find((s) => sessionMoment(s, now.time, windowMinutes).inWindow);
  if (open) return { window: 'open', slot: open };
  const at = minutes(now.time);
  const next = today.find((s) => minutes(s.start_time) - windowMinutes > at);
  if (next) return { window: 'too_early', slot: next };
  return { window: 'too_late', slot: today[today.length - 1]! };
}

/** What one session costs: the course's session price, or 400 DA when none is set (spec 9). */
export function sessionPriceDa(sessionPrice: number | string | null | undefined): string {
  const value = sessionPrice === null || sessionPrice === undefined || sessionPrice === '' ? null : Number(sessionPrice);
  return value !== null && Number.isFinite(value) && value > 0 ? value.toFixed(2) : DEFAULT_SESSION_PRICE_DA.toFixed(2);
}

/** A monthly course's cycle after `sessions` attended: '3 / 4', complete at 4 ('Payment Due: Month Completed'). */
export function monthlyCycle(sessions: number): { sessions: number; of: number; complete: boolean } {
  return { sessions, of: MONTHLY_CYCLE_SESSIONS, complete: sessions >= MONTHLY_CYCLE_SESSIONS };
}

/** Exact cents of an amount written as DA text ("1234.5" -> 123450), so money is never added as floats. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Cents back to DA text with two decimals. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Spec 5 "Clear debt": a payment settles the oldest debts first. Charges come oldest first with what
 * each still owes; the result says how much of the payment goes to each (nothing beyond what is owed).
 */
export function allocateOldestFirst(
  charges: ReadonlyArray<{ id: number; outstanding: string }>,
  amount: string,
): Array<{ charge_id: number; amount: string }> {
  let left = toCents(amount);
  const parts: Array<{ charge_id: number; amount: string }> = [];
  for (const charge of charges) {
    if (left <= 0) break;
    const owed = toCents(charge.outstanding);
    if (owed <= 0) continue;
    const part = Math.min(owed, left);
    parts.push({ charge_id: charge.id, amount: fromCents(part) });
    left -= part;
  }
  return parts;
}
