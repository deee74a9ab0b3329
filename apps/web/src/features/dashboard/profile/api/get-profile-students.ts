import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingType } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { profileKeys } from './query-keys';

export interface ProfileEnrollment {
  enrollment_id: number;
  enrollment_status: 'pending' | 'approved' | 'rejected';
  is_active: boolean;
  enrollment_date: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  course_name_fr: string | null;
  class_id: number;
  section_name: string;
  pricing_type: PricingType;
}

export interface ProfileStudent {
  id: number;
  name: string;
  gender: 'male' | 'female' | null;
  date_of_birth: string | null;
  barcode: string | null;
  enrollments: ProfileEnrollment[];
}

/** GET /api/auth/me/profile/students: the family's students with their section enrollments. */
export function getProfileStudents(signal?: AbortSignal): Promise<{ students: ProfileStudent[] }> {
  return apiFetch(apiPaths.profile.students, { signal });
}

export const getProfileStudentsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.students, queryFn: ({ signal }) => getProfileStudents(signal) });

export function useProfileStudents() {
  return useQuery(getProfileStudentsQueryOptions());
}
