import { describe, expect, it } from 'vitest';
import { courseFreeSeats } from './index';

describe('courseFreeSeats', () => {
  it("never offers more than the course's maximum, whatever its sections add up to", () => {
    // The case: two sections of 12 and 11 free on a course of 15.
    expect(courseFreeSeats({ maxStudents: 15, activeSections: 2, freeInSections: 23, takenInSections: 0, heldByRequests: 0 })).toBe(15);
    expect(courseFreeSeats({ maxStudents: 15, activeSections: 2, freeInSections: 20, takenInSections: 4, heldByRequests: 1 })).toBe(10);
  });
  it('offers what the sections have free when that is less', () => {
    expect(courseFreeSeats({ maxStudents: 30, activeSections: 1, freeInSections: 3, takenInSections: 7, heldByRequests: 0 })).toBe(3);
  });
  it('counts the course alone without an active section, and never goes below 0', () => {
    expect(courseFreeSeats({ maxStudents: 10, activeSections: 0, freeInSections: 0, takenInSections: 0, heldByRequests: 4 })).toBe(6);
    expect(courseFreeSeats({ maxStudents: 10, activeSections: 2, freeInSections: 5, takenInSections: 12, heldByRequests: 0 })).toBe(0);
  });
});
