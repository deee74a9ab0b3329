/** Every cache key of the admin's Notifications screen, in one place. */
export const notificationKeys = {
  all: ['admin', 'notifications'] as const,
  recent: ['admin', 'notifications', 'recent'] as const,
  preview: (body: object) => ['admin', 'notifications', 'preview', body] as const,
};
