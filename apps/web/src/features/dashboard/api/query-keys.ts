/** Every cache key of the parent's dashboard tabs built here (the Payments tab keeps its own in payments/api). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  myAttendance: (studentId: number) => ['dashboard', 'my-attendance', studentId] as const,
  /** The list and the unread count both start with this, so one invalidation refreshes both. */
  notifications: ['dashboard', 'notifications'] as const,
  notificationList: ['dashboard', 'notifications', 'list'] as const,
  unreadCount: ['dashboard', 'notifications', 'unread-count'] as const,
  myMessages: ['dashboard', 'my-messages'] as const,
  myNotes: (studentId: number) => ['dashboard', 'my-notes', studentId] as const,
  myHomework: (studentId: number) => ['dashboard', 'my-homework', studentId] as const,
};

/** Spec 7: the dashboard cache lasts 5 minutes. */
export const DASHBOARD_STALE_TIME = 5 * 60 * 1000;
