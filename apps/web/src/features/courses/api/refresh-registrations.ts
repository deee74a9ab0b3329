import type { QueryClient } from '@tanstack/react-query';
import type { MyEnrollment, MyRegistration } from '@academy/shared';
import type { MyEnrollmentsResponse } from '@/lib/api/courses/get-my-enrollments';
import type { MyRegistrationsResponse } from '@/lib/api/courses/get-my-registrations';
import { coursesKeys } from '@/lib/api/courses/query-keys';

/**
 * After a registration or a seat reservation: the answer goes into the family's cached lists at once (the
 * card shows "Registration Pending" without waiting), then the lists, seats and courses are fetched again.
 */
export async function refreshRegistrations(
  queryClient: QueryClient,
  courseId: number,
  created: { registration?: MyRegistration; enrollment?: MyEnrollment },
): Promise<void> {
  const { registration, enrollment } = created;
  if (registration?.course_id) {
    queryClient.setQueryData<MyRegistrationsResponse>(coursesKeys.myRegistrations, (old) =>
      old ? { registrations: [registration, ...old.registrations.filter((r) => r.id !== registration.id)] } : old,
    );
  }
  if (enrollment?.course_id) {
    queryClient.setQueryData<MyEnrollmentsResponse>(coursesKeys.myEnrollments, (old) =>
      old ? { enrollments: [enrollment, ...old.enrollments.filter((e) => e.id !== enrollment.id)] } : old,
    );
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: coursesKeys.myRegistrations }),
    queryClient.invalidateQueries({ queryKey: coursesKeys.myEnrollments }),
    queryClient.invalidateQueries({ queryKey: coursesKeys.lists }),
    queryClient.invalidateQueries({ queryKey: coursesKeys.sections(courseId) }),
    queryClient.invalidateQueries({ queryKey: coursesKeys.course(courseId) }),
  ]);
}
