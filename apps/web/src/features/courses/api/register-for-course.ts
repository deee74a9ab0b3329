import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerCourseBody, type MyRegistration, type RegisterCourseBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { refreshRegistrations } from './refresh-registrations';

export interface RegisterForCourseResponse {
  message: string;
  registration: MyRegistration;
}

/** POST /api/courses/register: a request for a course without sections; the academy confirms it later. */
export function registerForCourse(input: RegisterCourseBody): Promise<RegisterForCourseResponse> {
  return apiFetch<RegisterForCourseResponse>(apiPaths.courses.register, { method: 'POST', body: registerCourseBody.parse(input) });
}

export function useRegisterForCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForCourse,
    meta: { errorMessage: 'courses:register.failed' },
    onSuccess: (data, input) => refreshRegistrations(queryClient, input.course_id, { registration: data.registration }),
  });
}
