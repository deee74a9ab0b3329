/** Every cache key of the cash closing screen: the fetcher uses them, a closing invalidates them all. */
export const cashKeys = {
  all: ['admin', 'cash-closing'] as const,
  /** A day's report; null asks the server for its today. */
  day: (date: string | null) => ['admin', 'cash-closing', date ?? 'today'] as const,
};
