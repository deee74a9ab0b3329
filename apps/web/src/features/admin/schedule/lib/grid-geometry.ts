import { SCHEDULE_TIMES, overlappingSlots, type WeeklySlot } from '@academy/shared';

/**
 * The week grid's geometry (spec 9: days Sunday to Saturday, half-hour rows from 08:00 to 22:00): where a
 * slot sits, and the slot a move or a resize gives. Pure, so the grid and its tests share one truth.
 */
export const STEP_MINUTES = 30;
export const DAY_START = SCHEDULE_TIMES[0]!;
export const DAY_END = SCHEDULE_TIMES[SCHEDULE_TIMES.length - 1]!;
/** Start times of the grid's rows: 08:00, 08:30 ... 21:30 (22:00 closes the last row). */
export const ROW_TIMES: readonly string[] = SCHEDULE_TIMES.slice(0, -1);
export const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** What a section dragged from the unscheduled list gets when its course says nothing else. */
export const DEFAULT_LENGTH_MINUTES = 90;

export function toMinutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export function toTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const FIRST = toMinutes(DAY_START);
const LAST = toMinutes(DAY_END);
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const snap = (minutes: number) => Math.round(minutes / STEP_MINUTES) * STEP_MINUTES;

/** A slot's place in its day column, in rows from 08:00 (fractions for times off the half hour), clipped to the grid. */
export function slotPlacement(slot: WeeklySlot): { column: number; top: number; span: number } {
  const start = clamp(toMinutes(slot.start_time), FIRST, LAST);
  const end = clamp(toMinutes(slot.end_time), FIRST, LAST);
  return { column: slot.day_of_week, top: (start - FIRST) / STEP_MINUTES, span: Math.max(end - start, STEP_MINUTES) / STEP_MINUTES };
}

/** The row of a time (08:00 is row 0), or -1 off the grid. */
export function rowOfTime(time: string): number {
  return ROW_TIMES.indexOf(time.slice(0, 5));
}

/** The slot moved to a day and a start, keeping its length; pushed back so it still ends by 22:00. */
export function moveSlot(slot: WeeklySlot, day: number, start: string): WeeklySlot {
  const length = clamp(snap(toMinutes(slot.end_time) - toMinutes(slot.start_time)), STEP_MINUTES, LAST - FIRST);
  const from = clamp(snap(toMinutes(start)), FIRST, LAST - length);
  return { day_of_week: day, start_time: toTime(from), end_time: toTime(from + length) };
}

/** The slot moved by whole rows (negative is earlier), the same day. */
export function shiftSlot(slot: WeeklySlot, rows: number): WeeklySlot {
  return moveSlot(slot, slot.day_of_week, toTime(toMinutes(slot.start_time) + rows * STEP_MINUTES));
}

/** The slot's end moved by whole rows: at least one row long, never past 22:00. */
export function resizeSlot(slot: WeeklySlot, rows: number): WeeklySlot {
  const start = toMinutes(slot.start_time);
  const end = clamp(snap(toMinutes(slot.end_time) + rows * STEP_MINUTES), start + STEP_MINUTES, LAST);
  return { ...slot, end_time: toTime(end) };
}

/** Whole rows a vertical drag of `pixels` stands for. */
export function rowsOfDrag(pixels: number, rowHeight: number): number {
  return Math.round(pixels / rowHeight) || 0;
}

/** A new slot starting in a cell, of `length` minutes (rounded to half hours), ending by 22:00. */
export function newSlotAt(day: number, start: string, length = DEFAULT_LENGTH_MINUTES): WeeklySlot {
  const minutes = clamp(snap(length) || DEFAULT_LENGTH_MINUTES, STEP_MINUTES, LAST - FIRST);
  return moveSlot({ day_of_week: day, start_time: DAY_START, end_time: toTime(FIRST + minutes) }, day, start);
}

/** A course's session length (hours, e.g. 1.5) as a slot length in minutes. */
export function lengthOfSession(hours: number | null | undefined): number {
  return hours && hours > 0 ? clamp(snap(hours * 60), STEP_MINUTES, LAST - FIRST) : DEFAULT_LENGTH_MINUTES;
}

/** The section's slots with one of them replaced. */
export function replaceSlot(slots: readonly WeeklySlot[], index: number, slot: WeeklySlot): WeeklySlot[] {
  return slots.map((s, i) => (i === index ? slot : s));
}

/** True when the two lists hold the same meetings, whatever their order. */
export function sameSlots(a: readonly WeeklySlot[], b: readonly WeeklySlot[]): boolean {
  const key = (s: WeeklySlot) => `${s.day_of_week} ${s.start_time.slice(0, 5)} ${s.end_time.slice(0, 5)}`;
  return a.length === b.length && [...a].map(key).sort().join('|') === [...b].map(key).sort().join('|');
}

/** The first pair of a section's own meetings at the same time (a section cannot be in two places at once). */
export const selfOverlap = (slots: readonly WeeklySlot[]) => overlappingSlots(slots);

export interface Lane {
  lane: number;
  lanes: number;
}

/**
 * Side-by-side lanes for the blocks of one day: blocks that overlap in time share the column's width;
 * a block alone in its time takes all of it. Items in, the lane of each (same order) out.
 */
export function dayLanes(slots: readonly Pick<WeeklySlot, 'start_time' | 'end_time'>[]): Lane[] {
  const order = slots
    .map((s, i) => ({ i, start: toMinutes(s.start_time), end: toMinutes(s.end_time) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const result: Lane[] = slots.map(() => ({ lane: 0, lanes: 1 }));
  let cluster: { i: number; lane: number }[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const c of cluster) result[c.i] = { lane: c.lane, lanes: laneEnds.length };
    cluster = [];
    laneEnds = [];
  };
  for (const item of order) {
    if (item.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane < 0) lane = laneEnds.push(item.end) - 1;
    else laneEnds[lane] = item.end;
    cluster.push({ i: item.i, lane });
    clusterEnd = Math.max(item.start >= clusterEnd ? item.end : clusterEnd, item.end);
  }
  close();
  return result;
}
