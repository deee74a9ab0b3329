import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminStudentCourse } from '@academy/shared';
import { useCourseSections } from '@/lib/api/courses/get-course-sections';
import { useLanguage } from '@/i18n/use-language';
import { errorMessage, notifySuccess } from '@/lib/api/notify';
import { SectionPicker } from '../../../components/section-picker';
import { localizedName } from '@/lib/course-name';
import { useChangeSection } from '../../api/change-section';

/** Change section: another section of the same course with a free seat. */
export function ChangeSectionModal({ studentId, course, onClose }: { studentId: number; course: AdminStudentCourse; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const sections = useCourseSections(course.id);
  const change = useChangeSection();
  const name = localizedName(course, lang);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('enrollments.change_title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>
          <Trans
            t={t}
            i18nKey="enrollments.change_intro"
            values={{ course: name, section: course.class_name }}
            components={{ v: <bdi /> }}
          />
        </Text>
        {sections.isPending ? (
          <Center py="lg">
            <Loader role="img" aria-label={t('common.loading')} />
          </Center>
        ) : sections.isError ? (
          <Alert color="red">{errorMessage(sections.error, t('sections.load_failed'))}</Alert>
        ) : (
          <SectionPicker
            sections={sections.data}
            busyId={change.isPending ? (change.variables?.sectionId ?? null) : null}
            unavailable={new Map([[course.class_id, t('sections.current')]])}
            emptyText={t('sections.none_in_course')}
            onChoose={(section) =>
              change.mutate(
                { studentId, enrollmentId: course.enrollment_id, sectionId: section.id },
                {
                  onSuccess: () => {
                    notifySuccess(t('enrollments.changed', { section: section.section_name || section.name }));
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
