import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

interface ChangeSection {
  studentId: number;
  enrollmentId: number;
  sectionId: number;
}

/** PUT /api/admin/students/{id}/change-section: moves a seat to another section of the same course. */
export function changeSection({ studentId, enrollmentId, sectionId }: ChangeSection) {
  return apiFetch<{ success: true; enrollment_id: number; class_id: number }>(adminApiPaths.students.changeSection(studentId), {
    method: 'PUT',
    body: { enrollment_id: enrollmentId, new_class_id: sectionId },
  });
}

export function useChangeSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSection,
    onSuccess: () => refreshStudents(queryClient),
    meta: { errorMessage: 'admin:enrollments.change_failed' },
  });
}
