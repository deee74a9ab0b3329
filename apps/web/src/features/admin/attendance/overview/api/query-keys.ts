import type { PaymentDueQuery } from '@academy/shared';
import type { OverviewQuery } from '../lib/overview-params';

/** Every cache key of the attendance overview screen, in one place. */
export const attendanceOverviewKeys = {
  all: ['admin', 'attendance', 'overview'] as const,
  page: (query: OverviewQuery) => ['admin', 'attendance', 'overview', query] as const,
  paymentDue: (query: PaymentDueQuery) => ['admin', 'attendance', 'overview', 'payment-due', query] as const,
};
