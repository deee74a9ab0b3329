import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ATTENDANCE_STATUSES, DueState, KindergartenEnrollment, PAYMENT_METHODS, WeeklySlot } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { kindergartenKeys } from './query-keys';

/** What the details modal reads of GET /api/admin/enrollments/{id}/course-details. */
export interface EnrollmentDetails {
  enrollment: {
    id: number;
    enrollment_date: string;
    student_id: number;
    student_name: string;
    parent_name: string | null;
    phone: string | null;
    course_name: string;
    course_name_ar: string | null;
    class_id: number;
    class_name: string;
    schedule: string;
    slots: WeeklySlot[];
    is_kindergarten: boolean;
    subscription_status: KindergartenEnrollment['subscription_status'] | null;
    subscription_amount: number | null;
    next_payment_date: string | null;
    days_left: number | null;
    due_state: DueState | null;
    payment_notes: string | null;
  };
  course: { id: number; name: string; name_ar: string | null; monthly_price: number | null };
  attendance: {
    attended: number;
    absent: number;
    total: number;
    rate: number;
    recent: { id: number; attendance_date: string; status: (typeof ATTENDANCE_STATUSES)[number]; notes: string | null }[];
  };
  money: { charged: number; paid: number; outstanding: number };
  payments: {
    id: number;
    amount: number;
    payment_method: (typeof PAYMENT_METHODS)[number] | null;
    note: string | null;
    payment_date: string;
  }[];
}

/** GET /api/admin/enrollments/{id}/course-details: course, class, subscription, attendance and money of one seat. */
export function getEnrollmentDetails(enrollmentId: number, signal?: AbortSignal): Promise<EnrollmentDetails> {
  return apiFetch<EnrollmentDetails>(adminApiPaths.kindergarten.courseDetails(enrollmentId), { signal });
}

export const getEnrollmentDetailsQueryOptions = (enrollmentId: number) =>
  queryOptions({
    queryKey: kindergartenKeys.details(enrollmentId),
    queryFn: ({ signal }) => getEnrollmentDetails(enrollmentId, signal),
    staleTime: 15 * 1000,
  });

export function useEnrollmentDetails(enrollmentId: number) {
  return useQuery(getEnrollmentDetailsQueryOptions(enrollmentId));
}
