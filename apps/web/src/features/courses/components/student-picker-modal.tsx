import { Button, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { CourseSummary } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import type { Student, StudentCourseStatus } from '../hooks/use-course-statuses';
import { courseName } from '@/lib/course-text';
import { StatusBadge } from './status-badge';

interface StudentPickerModalProps {
  course: CourseSummary;
  statuses: StudentCourseStatus[];
  onChoose: (student: Student) => void;
  onClose: () => void;
}

/** A family with several students says which one registers; a student who already has a status cannot. */
export function StudentPickerModal({ course, statuses, onChoose, onClose }: StudentPickerModalProps) {
  const { t } = useTranslation(['courses', 'common']);
  const { lang } = useLanguage();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('student_picker.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Text mb="md">
        <Trans t={t} i18nKey="student_picker.intro" values={{ course: courseName(course, lang) }} components={{ v: <bdi /> }} />
      </Text>
      <Stack gap="sm" component="ul" aria-label={t('student_picker.students_label')} p={0} m={0} style={{ listStyle: 'none' }}>
        {statuses.map(({ student, status }) => (
          <li key={student.id}>
            <Button
              fullWidth
              size="md"
              variant={status === 'none' ? 'light' : 'default'}
              justify="space-between"
              disabled={status !== 'none'}
              onClick={() => onChoose(student)}
              rightSection={
                status === 'none' ? undefined : status === 'rejected' ? (
                  <Text size="sm" c="red">
                    {t('status.rejected')}
                  </Text>
                ) : (
                  <StatusBadge status={status === 'enrolled' ? 'enrolled' : 'pending'} />
                )
              }
            >
              {student.name}
            </Button>
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
