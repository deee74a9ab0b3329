import type { AdminStudentCourse } from '@academy/shared';

/** Seats the student holds now (approved or reserved); an unenrolled seat stays in the history as inactive. */
export const currentSeats = (courses: readonly AdminStudentCourse[]) => courses.filter((c) => c.is_active);
export const endedSeats = (courses: readonly AdminStudentCourse[]) => courses.filter((c) => !c.is_active);
