import type { ADMIN_PAYMENT_FILTERS, ADMIN_SESSION_FILTERS, ADMIN_STUDENT_STATUSES } from '@academy/shared';

/** The list's search and filters, as GET /api/admin/students/detailed takes them. */
export interface StudentFilters {
  search?: string;
  section_id?: number;
  course_id?: number;
  status?: (typeof ADMIN_STUDENT_STATUSES)[number];
  payment?: (typeof ADMIN_PAYMENT_FILTERS)[number];
  session?: (typeof ADMIN_SESSION_FILTERS)[number];
}

export interface StudentsListQuery extends StudentFilters {
  limit: number;
  offset: number;
}

/** Every cache key of the admin's students screens, in one place: fetchers use them, mutations invalidate them. */
export const studentKeys = {
  all: ['admin', 'students'] as const,
  lists: ['admin', 'students', 'list'] as const,
  list: (query: StudentsListQuery) => ['admin', 'students', 'list', query] as const,
  detail: (id: number) => ['admin', 'students', 'detail', id] as const,
  paymentHistory: (id: number) => ['admin', 'students', 'detail', id, 'payment-history'] as const,
  attendanceHistory: (id: number) => ['admin', 'students', 'detail', id, 'attendance-history'] as const,
  /** Whether the family claimed the student's card (first-time barcode login), and the card's failed attempts. */
  cardClaim: (id: number) => ['admin', 'students', 'detail', id, 'card-claim'] as const,
  /** The mobile credentials of a student or a parent shown on a student's page. */
  holderCredentials: (type: 'student' | 'parent', id: number) => ['admin', 'students', 'credentials', type, id] as const,
};
