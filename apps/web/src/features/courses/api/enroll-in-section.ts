import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyEnrollment, MyRegistration } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { coursesKeys } from '@/lib/api/courses/query-keys';
import { refreshRegistrations } from './refresh-registrations';

export interface EnrollInSectionInput {
  sectionId: number;
  courseId: number;
  studentId: number;
}

export interface EnrollInSectionResponse {
  message: string;
  registration: MyRegistration;
  enrollment: MyEnrollment;
}

/** POST /api/courses/sections/{id}/enroll: reserves a seat (pending until the family pays at the academy). */
export function enrollInSection({ sectionId, studentId }: EnrollInSectionInput): Promise<EnrollInSectionResponse> {
  return apiFetch<EnrollInSectionResponse>(apiPaths.courses.enrollInSection(sectionId), {
    method: 'POST',
    body: { student_id: studentId },
  });
}

export function useEnrollInSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollInSection,
    meta: { errorMessage: 'courses:register.failed' },
    onSuccess: (data, input) => refreshRegistrations(queryClient, input.courseId, data),
    // A seat taken meanwhile: show the dialog's seats as they are now.
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: coursesKeys.sections(input.courseId) }),
  });
}
