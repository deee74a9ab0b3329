import { Alert, Center, Loader, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import { useCourseSections } from '@/lib/api/courses/get-course-sections';
import { useCourses } from '@/lib/api/courses/get-courses';
import { useLanguage } from '@/i18n/use-language';
import { errorMessage, notifySuccess } from '@/lib/api/notify';
import { SectionPicker } from '../../../components/section-picker';
import { localizedName } from '@/lib/course-name';
import { useEnrollStudent } from '../../api/enroll-student';
import { currentSeats } from '../../lib/enrollments';

/** Enroll: choose a course, then one of its sections with a free seat. */
export function EnrollModal({ student, onClose }: { student: AdminStudentDetailed; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const courses = useCourses({ limit: 100 });
  const [courseId, setCourseId] = useState<number | null>(null);
  const enroll = useEnrollStudent();
  const seated = new Set(currentSeats(student.enrollment_info.courses).map((c) => c.class_id));
  const options = (courses.data?.courses ?? [])
    .filter((c) => c.sections_count > 0)
    .map((c) => ({ value: String(c.id), label: localizedName(c, lang) }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('enrollments.enroll_title', { name: student.name })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {courses.isSuccess && options.length === 0 ? (
          <Alert color="yellow">{t('enrollments.no_courses')}</Alert>
        ) : (
          <Select
            label={t('enrollments.course')}
            placeholder={courses.isPending ? t('common.loading') : t('enrollments.choose_course')}
            data={options}
            value={courseId ? String(courseId) : null}
            onChange={(value) => setCourseId(value ? Number(value) : null)}
            searchable
            nothingFoundMessage={t('filters.no_courses')}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {courseId && (
          <CourseSections
            courseId={courseId}
            seated={seated}
            busyId={enroll.isPending ? (enroll.variables?.sectionId ?? null) : null}
            onChoose={(sectionId, sectionName) =>
              enroll.mutate(
                { studentId: student.id, sectionId },
                {
                  onSuccess: () => {
                    notifySuccess(t('enrollments.enrolled', { name: student.name, section: sectionName }));
                    onClose();
                  },
                },
              )
            }
          />
        )}
      </Stack>
    </Modal>
  );
}

function CourseSections({
  courseId,
  seated,
  busyId,
  onChoose,
}: {
  courseId: number;
  seated: Set<number>;
  busyId: number | null;
  onChoose: (id: number, name: string) => void;
}) {
  const { t } = useTranslation('admin');
  const sections = useCourseSections(courseId);
  if (sections.isPending) {
    return (
      <Center py="lg">
        <Loader role="img" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (sections.isError) return <Alert color="red">{errorMessage(sections.error, t('sections.load_failed'))}</Alert>;
  const unavailable = new Map([...seated].map((id) => [id, t('sections.already_seated')] as const));
  return (
    <SectionPicker
      sections={sections.data}
      busyId={busyId}
      unavailable={unavailable}
      emptyText={t('sections.none_in_course')}
      onChoose={(section) => onChoose(section.id, section.section_name || section.name)}
    />
  );
}
