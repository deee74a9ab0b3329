/** Cache keys of the schedule control, under the admin root so any admin write refreshes them too. */
export const scheduleKeys = {
  all: ['admin', 'schedule'] as const,
  sections: ['admin', 'schedule', 'sections'] as const,
  courses: ['admin', 'schedule', 'courses'] as const,
  conflicts: ['admin', 'schedule', 'conflicts'] as const,
};
