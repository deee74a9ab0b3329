/**
 * The root of every admin cache key, and the overview's. Each admin area keeps its own keys under
 * `['admin', <area>, ...]`, so one invalidation of `adminKeys.all` refreshes the whole admin side.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  /** The messaging settings: the Messaging screens and every WhatsApp link's text read them. */
  messagingSettings: ['admin', 'messaging', 'settings'] as const,
};
