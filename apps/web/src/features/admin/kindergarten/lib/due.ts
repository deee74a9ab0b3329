import type { DueState } from '@academy/shared';

export interface DueDisplay {
  /** Mantine colour: red overdue or due today (spec 4: overdue from the due date), yellow within 7 days, green later, gray when unset. */
  color: 'red' | 'yellow' | 'green' | 'gray';
  /** Key in the admin-kindergarten namespace. */
  key: 'due.not_set' | 'due.overdue' | 'due.today' | 'due.days_left';
  /** Days left, or days overdue (positive), for the plural forms. */
  count?: number;
}

/**
 * How a card says where its next payment stands, from the server's due state (computed with the shared
 * subscriptionDue on the academy's date): days left, 'Due today' or days overdue, in its colour.
 */
export function dueDisplay(e: { next_payment_date: string | null; days_left: number | null; due_state: DueState | null }): DueDisplay {
  if (e.next_payment_date === null || e.days_left === null || e.due_state === null) return { color: 'gray', key: 'due.not_set' };
  switch (e.due_state) {
    case 'overdue':
      return { color: 'red', key: 'due.overdue', count: Math.abs(e.days_left) };
    case 'due_today':
      return { color: 'red', key: 'due.today' };
    case 'due_soon':
      return { color: 'yellow', key: 'due.days_left', count: e.days_left };
    default:
      return { color: 'green', key: 'due.days_left', count: e.days_left };
  }
}

/** The colour of a subscription's status badge. */
export const SUBSCRIPTION_STATUS_COLORS = { active: 'green', pending: 'yellow', expired: 'red', suspended: 'gray' } as const;
