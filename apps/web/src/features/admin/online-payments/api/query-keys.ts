import type { CheckoutStatus, ReconciliationFinding } from '@academy/shared';

/** The online payments list's filters, as GET /api/admin/online-payments takes them. */
export interface OnlinePaymentsFilters {
  status?: CheckoutStatus;
  finding?: ReconciliationFinding;
  search?: string;
}

export interface OnlinePaymentsListQuery extends OnlinePaymentsFilters {
  limit: number;
  offset: number;
}

/** Every cache key of the Online payments screen. */
export const onlinePaymentsKeys = {
  all: ['admin', 'online-payments'] as const,
  list: (query: OnlinePaymentsListQuery) => ['admin', 'online-payments', 'list', query] as const,
  settings: ['admin', 'online-payments', 'settings'] as const,
};
