import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseSummary, SectionSummary } from '@academy/shared';
import { notifyError } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { useEnrollInSection } from '../api/enroll-in-section';
import { getCourseSectionsQueryOptions } from '@/lib/api/courses/get-course-sections';
import { useRegisterForCourse } from '../api/register-for-course';
import { notifyInfo } from '@/lib/notify-info';
import type { Student } from './use-course-statuses';
import { useSendToLogin } from '@/hooks/use-send-to-login';

export type RegisterStep =
  | { kind: 'idle' }
  | { kind: 'student'; course: CourseSummary }
  | { kind: 'loading'; course: CourseSummary; student: Student }
  | { kind: 'section'; course: CourseSummary; student: Student }
  | { kind: 'requested'; course: CourseSummary; student: Student }
  | { kind: 'reserved'; course: CourseSummary; student: Student; section: SectionSummary };

/**
 * The register flow of spec 4. A visitor is told to log in and goes to /login. A parent picks the student
 * (no choice with one student), then the course's sections load: none -> the request is posted at once
 * and the "request submitted" dialog opens; some -> the section dialog, whose choice reserves a seat.
 */
export function useRegisterFlow() {
  const { t } = useTranslation('courses');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const sendToLogin = useSendToLogin();
  const register = useRegisterForCourse();
  const enroll = useEnrollInSection();
  const [step, setStep] = useState<RegisterStep>({ kind: 'idle' });

  const chooseStudent = async (course: CourseSummary, student: Student) => {
    setStep({ kind: 'loading', course, student });
    let sections: SectionSummary[];
    try {
      ({ sections } = await queryClient.fetchQuery(getCourseSectionsQueryOptions(course.id)));
    } catch (error) {
      notifyError(error, t('register.sections_failed'));
      setStep({ kind: 'idle' });
      return;
    }
    if (sections.length > 0) {
      setStep({ kind: 'section', course, student });
      return;
    }
    try {
      await register.mutateAsync({ course_id: course.id, student_id: student.id });
      setStep({ kind: 'requested', course, student });
    } catch {
      // The mutation's toast says why (already registered, course full...).
      setStep({ kind: 'idle' });
    }
  };

  const start = (course: CourseSummary) => {
    if (!user) return sendToLogin();
    if (user.role !== 'client') return;
    const [only, ...others] = user.students;
    if (!only) return notifyInfo(t('register.no_students'));
    if (others.length === 0) return void chooseStudent(course, only);
    setStep({ kind: 'student', course });
  };

  const chooseSection = async (section: SectionSummary) => {
    if (step.kind !== 'section') return;
    const { course, student } = step;
    try {
      await enroll.mutateAsync({ sectionId: section.id, courseId: course.id, studentId: student.id });
      setStep({ kind: 'reserved', course, student, section });
    } catch {
      // Toast from the mutation; the dialog stays open with the seats as they are now.
    }
  };

  const busyCourseId = step.kind === 'loading' ? step.course.id : null;
  const busySectionId = enroll.isPending ? (enroll.variables?.sectionId ?? null) : null;

  return {
    step,
    start,
    chooseStudent: (student: Student) => {
      if (step.kind === 'student') void chooseStudent(step.course, student);
    },
    chooseSection: (section: SectionSummary) => void chooseSection(section),
    close: () => setStep({ kind: 'idle' }),
    busyCourseId,
    busySectionId,
  };
}

export type RegisterFlow = ReturnType<typeof useRegisterFlow>;
