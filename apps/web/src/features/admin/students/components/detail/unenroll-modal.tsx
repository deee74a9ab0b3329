import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminStudentCourse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { notifySuccess } from '@/lib/api/notify';
import { localizedName } from '@/lib/course-name';
import { useUnenrollStudent } from '../../api/unenroll-student';

/** Unenroll, after a confirmation: the seat is freed, the history stays. */
export function UnenrollModal({
  studentId,
  studentName,
  course,
  onClose,
}: {
  studentId: number;
  studentName: string;
  course: AdminStudentCourse;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const unenroll = useUnenrollStudent();
  return (
    <Modal opened onClose={onClose} title={t('enrollments.unenroll_title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>
          <Trans
            t={t}
            i18nKey="enrollments.unenroll_confirm"
            values={{ student: studentName, course: localizedName(course, lang), section: course.class_name }}
            components={{ v: <bdi /> }}
          />
        </Text>
        <Text size="sm" c="dimmed">
          {t('enrollments.unenroll_note')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={unenroll.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={unenroll.isPending}
            onClick={() =>
              unenroll.mutate(
                { studentId, enrollmentId: course.enrollment_id },
                {
                  onSuccess: () => {
                    notifySuccess(t('enrollments.unenrolled'));
                    onClose();
                  },
                },
              )
            }
          >
            {t('enrollments.unenroll')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
