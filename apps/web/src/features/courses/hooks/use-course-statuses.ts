import { useCallback } from 'react';
import { courseStatusFor, type CourseStatus, type PublicUser } from '@academy/shared';
import { useAuth } from '@/lib/auth/use-auth';
import { useMyEnrollments } from '@/lib/api/courses/get-my-enrollments';
import { useMyRegistrations } from '@/lib/api/courses/get-my-registrations';

export type Student = Pick<PublicUser['students'][number], 'id' | 'name'>;

export interface StudentCourseStatus {
  student: Student;
  status: CourseStatus;
  /** The academy's reason when the latest request was rejected. */
  reason: string | null;
}

/** Who is looking: a visitor may register after logging in, a parent registers, anyone else only browses. */
export type Viewer = 'loading' | 'visitor' | 'parent' | 'staff';

/** Each of the family's students' status for a course (spec 4), from my-registrations and my-enrollments. */
export function useCourseStatuses() {
  const { user, status } = useAuth();
  const isParent = user?.role === 'client';
  const registrations = useMyRegistrations(isParent);
  const enrollments = useMyEnrollments(isParent);

  const viewer: Viewer =
    status === 'loading'
      ? 'loading'
      : !user
        ? 'visitor'
        : !isParent
          ? 'staff'
          : registrations.isPending || enrollments.isPending
            ? 'loading'
            : 'parent';

  const regs = registrations.data?.registrations;
  const enrs = enrollments.data?.enrollments;
  const statusesFor = useCallback(
    (courseId: number): StudentCourseStatus[] =>
      (user?.students ?? []).map((student) => {
        const status = courseStatusFor(student.id, courseId, regs ?? [], enrs ?? []);
        const latestRejected =
          status === 'rejected'
            ? (regs ?? [])
                .filter((r) => r.student_id === student.id && r.course_id === courseId && r.status === 'rejected')
                .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]
            : undefined;
        return { student, status, reason: latestRejected?.rejection_reason?.trim() || null };
      }),
    [user, regs, enrs],
  );

  return { viewer, statusesFor };
}
