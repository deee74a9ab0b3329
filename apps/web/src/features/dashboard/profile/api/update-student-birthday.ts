import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { useRefreshAccount } from '../hooks/use-refresh-account';

export interface BirthdayInput {
  studentId: number;
  date_of_birth: string;
}

/** PUT /api/auth/me/profile/students/{id}/birthday. */
export function updateStudentBirthday({ studentId, date_of_birth }: BirthdayInput) {
  return apiFetch<{ success: boolean; student: { id: number; name: string; date_of_birth: string } }>(
    apiPaths.profile.birthday(studentId),
    {
      method: 'PUT',
      body: { date_of_birth },
    },
  );
}

/** A birth date changes the profile-complete flag and mobile eligibility: both are fetched again. */
export function useUpdateStudentBirthday() {
  const refreshAccount = useRefreshAccount();
  return useMutation({ mutationFn: updateStudentBirthday, onSuccess: () => refreshAccount() });
}
