/**
 * The free seats of a course (the catalogue's `available_seats`, "Full" at 0, and the parent's register and
 * enroll checks). A course's `max_students` caps the whole course: its sections cannot offer more than
 * the course's maximum less the seats already held in the course (in its active sections and by requests
 * without a section), so a course of 15 with two sections of 12 offers at most 15, never 24. With no active
 * section the course's maximum alone counts.
 */
export function courseFreeSeats(c: {
  maxStudents: number;
  /** Active sections of the course. */
  activeSections: number;
  /** Free seats summed over the active sections (each at least 0). */
  freeInSections: number;
  /** Seats held in the active sections (pending or approved, active). */
  takenInSections: number;
  /** Requests holding a seat of the course without a section. */
  heldByRequests: number;
}): number {
  const underCourseMax = c.maxStudents - c.takenInSections - c.heldByRequests;
  return Math.max(0, c.activeSections > 0 ? Math.min(underCourseMax, c.freeInSections) : underCourseMax);
}
