import type { INDEBTED_FILTERS } from '@academy/shared';

export interface IndebtedListQuery {
  filter: (typeof INDEBTED_FILTERS)[number];
  search?: string;
  limit: number;
  offset: number;
}

/** Every cache key of the Mark Attendance screen. */
export const markKeys = {
  all: ['admin', 'attendance-mark'] as const,
  card: (studentId: number) => ['admin', 'attendance-mark', 'card', studentId] as const,
  indebted: (query: IndebtedListQuery) => ['admin', 'attendance-mark', 'indebted', query] as const,
  today: (date: string) => ['admin', 'attendance-mark', 'today', date] as const,
  receipt: (paymentId: number, lang: string) => ['admin', 'attendance-mark', 'receipt', paymentId, lang] as const,
  /** A payment's receipt in every language (its print count changes with each PDF). */
  receipts: (paymentId: number) => ['admin', 'attendance-mark', 'receipt', paymentId] as const,
};
