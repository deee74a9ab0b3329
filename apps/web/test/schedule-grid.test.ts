import { describe, expect, it } from 'vitest';
import {
  ROW_TIMES,
  dayLanes,
  lengthOfSession,
  moveSlot,
  newSlotAt,
  replaceSlot,
  resizeSlot,
  rowOfTime,
  rowsOfDrag,
  sameSlots,
  selfOverlap,
  shiftSlot,
  slotPlacement,
} from '../src/features/admin/schedule/lib/grid-geometry';

const slot = (day_of_week: number, start_time: string, end_time: string) => ({ day_of_week, start_time, end_time });

describe('schedule grid geometry', () => {
  it('has a half-hour row from 08:00 to 21:30 (22:00 closes the day)', () => {
    expect(ROW_TIMES).toHaveLength(28);
    expect(ROW_TIMES[0]).toBe('08:00');
    expect(ROW_TIMES.at(-1)).toBe('21:30');
    expect(rowOfTime('16:00')).toBe(16);
    expect(rowOfTime('16:00:00')).toBe(16);
    expect(rowOfTime('22:00')).toBe(-1);
    expect(rowOfTime('07:30')).toBe(-1);
  });

  it('places a slot by day and rows from 08:00, clipped to the grid', () => {
    expect(slotPlacement(slot(2, '16:00', '17:30'))).toEqual({ column: 2, top: 16, span: 3 });
    expect(slotPlacement(slot(0, '08:15', '09:00'))).toEqual({ column: 0, top: 0.5, span: 1.5 });
    expect(slotPlacement(slot(6, '07:00', '09:00'))).toEqual({ column: 6, top: 0, span: 2 });
    expect(slotPlacement(slot(6, '21:00', '23:00'))).toEqual({ column: 6, top: 26, span: 2 });
  });

  it('moves a slot to another day and start keeping its length, still ending by 22:00', () => {
    expect(moveSlot(slot(0, '10:00', '11:30'), 2, '16:00')).toEqual(slot(2, '16:00', '17:30'));
    expect(moveSlot(slot(0, '10:00', '12:00'), 6, '21:30')).toEqual(slot(6, '20:00', '22:00'));
    expect(moveSlot(slot(3, '10:00', '11:00'), 3, '07:00')).toEqual(slot(3, '08:00', '09:00'));
    // Times off the half hour are snapped to the grid's steps.
    expect(moveSlot(slot(1, '10:10', '11:20'), 4, '09:00')).toEqual(slot(4, '09:00', '10:00'));
  });

  it('shifts a slot by rows the same day', () => {
    expect(shiftSlot(slot(1, '10:00', '11:00'), 3)).toEqual(slot(1, '11:30', '12:30'));
    expect(shiftSlot(slot(1, '08:30', '09:30'), -4)).toEqual(slot(1, '08:00', '09:00'));
  });

  it('resizes the end in half-hour steps, at least one row, never past 22:00', () => {
    expect(resizeSlot(slot(2, '16:00', '17:30'), 1)).toEqual(slot(2, '16:00', '18:00'));
    expect(resizeSlot(slot(2, '16:00', '17:30'), -2)).toEqual(slot(2, '16:00', '16:30'));
    expect(resizeSlot(slot(2, '16:00', '17:30'), -10)).toEqual(slot(2, '16:00', '16:30'));
    expect(resizeSlot(slot(2, '20:00', '21:00'), 8)).toEqual(slot(2, '20:00', '22:00'));
  });

  it('turns a drag in pixels into whole rows', () => {
    expect(rowsOfDrag(0, 24)).toBe(0);
    expect(rowsOfDrag(35, 24)).toBe(1);
    expect(rowsOfDrag(-50, 24)).toBe(-2);
    expect(rowsOfDrag(-5, 24)).toBe(0);
  });

  it('gives a new slot in a cell the course length (90 minutes by default), ending by 22:00', () => {
    expect(newSlotAt(2, '16:00')).toEqual(slot(2, '16:00', '17:30'));
    expect(newSlotAt(5, '21:30')).toEqual(slot(5, '20:30', '22:00'));
    expect(newSlotAt(0, '09:00', 120)).toEqual(slot(0, '09:00', '11:00'));
    expect(lengthOfSession(1.5)).toBe(90);
    expect(lengthOfSession(2)).toBe(120);
    expect(lengthOfSession(0.25)).toBe(30);
    expect(lengthOfSession(null)).toBe(90);
    expect(lengthOfSession(0)).toBe(90);
  });

  it('replaces one meeting and compares lists whatever their order', () => {
    const slots = [slot(0, '10:00', '11:00'), slot(2, '10:00', '11:00')];
    expect(replaceSlot(slots, 1, slot(3, '12:00', '13:00'))).toEqual([slot(0, '10:00', '11:00'), slot(3, '12:00', '13:00')]);
    expect(sameSlots(slots, [...slots].reverse())).toBe(true);
    expect(sameSlots(slots, [slot(0, '10:00', '11:00'), slot(2, '10:00', '11:30')])).toBe(false);
    expect(sameSlots([slot(0, '10:00:00', '11:00:00')], [slot(0, '10:00', '11:00')])).toBe(true);
  });

  it('finds a section meeting twice at once', () => {
    expect(selfOverlap([slot(0, '10:00', '11:00'), slot(0, '10:30', '12:00')])).not.toBeNull();
    expect(selfOverlap([slot(0, '10:00', '11:00'), slot(0, '11:00', '12:00')])).toBeNull();
    expect(selfOverlap([slot(0, '10:00', '11:00'), slot(1, '10:00', '11:00')])).toBeNull();
  });

  it('lays overlapping blocks of a day side by side, lone blocks full width', () => {
    expect(dayLanes([])).toEqual([]);
    expect(dayLanes([slot(0, '10:00', '11:00'), slot(0, '11:00', '12:00')])).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
    expect(dayLanes([slot(0, '10:30', '12:00'), slot(0, '10:00', '11:00'), slot(0, '11:00', '12:30'), slot(0, '14:00', '15:00')])).toEqual([
      { lane: 1, lanes: 2 },
      { lane: 0, lanes: 2 },
      { lane: 0, lanes: 2 },
      { lane: 0, lanes: 1 },
    ]);
  });
});
