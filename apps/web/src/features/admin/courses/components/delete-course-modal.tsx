import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminCourse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/lib/api/api-error';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useDeleteCourse } from '../api/delete-course';

/**
 * Delete with confirmation. A course with enrolled students or history is refused by the server (409):
 * the dialog then says why and offers to archive it instead (kept, hidden everywhere).
 */
export function DeleteCourseModal({ course, onClose }: { course: AdminCourse; onClose: () => void }) {
  const { t } = useTranslation('admin-courses');
  const { lang } = useLanguage();
  const remove = useDeleteCourse();
  const [refused, setRefused] = useState<'course_has_students' | 'course_has_history' | null>(null);
  const name = (lang === 'ar' && course.name_ar) || course.name;

  const run = (archive: boolean) =>
    remove.mutate(
      { id: course.id, archive },
      {
        onSuccess: () => {
          notifySuccess(t(archive ? 'toasts.archived' : 'toasts.deleted', { name }));
          onClose();
        },
        onError: (error) => {
          if (!archive && isApiError(error) && (error.code === 'course_has_students' || error.code === 'course_has_history'))
            setRefused(error.code);
          else notifyError(error, t('toasts.delete_failed'));
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('delete.title')} centered closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack gap="md">
        {refused ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('delete.refused_title')}
            role="alert"
          >
            {t(refused === 'course_has_students' ? 'delete.refused_students' : 'delete.refused_history')}
          </Alert>
        ) : (
          <Text>
            <Trans t={t} i18nKey="delete.confirm" values={{ name }} components={{ b: <bdi style={{ fontWeight: 700 }} /> }} />
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('form.cancel')}
          </Button>
          {refused ? (
            <Button color="orange" onClick={() => run(true)} loading={remove.isPending}>
              {t('delete.archive')}
            </Button>
          ) : (
            <Button color="red" onClick={() => run(false)} loading={remove.isPending}>
              {t('delete.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
