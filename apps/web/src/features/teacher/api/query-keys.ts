/** Cache keys of the teacher's portal. */
export const teacherKeys = {
  all: ['teacher'] as const,
  week: (date: string | null) => ['teacher', 'week', date ?? 'today'] as const,
  classList: (sectionId: number) => ['teacher', 'class-list', sectionId] as const,
  note: (sectionId: number, date: string | null) => ['teacher', 'note', sectionId, date ?? 'today'] as const,
  homework: (sectionId: number) => ['teacher', 'homework', sectionId] as const,
};

/** The week and class lists change when the admin edits a section: a minute is fresh enough on a phone. */
export const TEACHER_STALE_TIME = 60 * 1000;
