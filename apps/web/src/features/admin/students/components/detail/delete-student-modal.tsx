import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import { notifySuccess } from '@/lib/api/notify';
import { useDeleteStudent } from '../../api/delete-student';
import { refreshStudents } from '../../api/refresh-students';

/**
 * Delete a student, after a confirmation that says what will happen: a student with no attendance or
 * payment records is removed for good; one with records is archived (hidden everywhere, records kept).
 */
export function DeleteStudentModal({
  student,
  onClose,
  onDone,
}: {
  student: AdminStudentDetailed;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const remove = useDeleteStudent();
  const archives = student.has_history;
  return (
    <Modal opened onClose={onClose} title={t('delete_student.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text data-testid="delete-student-outcome">
          <Trans
            t={t}
            i18nKey={archives ? 'delete_student.confirm_archive' : 'delete_student.confirm_remove'}
            values={{ name: student.name }}
            components={{ v: <bdi style={{ fontWeight: 700 }} /> }}
          />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color={archives ? 'orange' : 'red'}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(student.id, {
                onSuccess: (answer) => {
                  notifySuccess(t('archived' in answer ? 'delete_student.archived' : 'delete_student.deleted', { name: student.name }));
                  onDone();
                  void refreshStudents(queryClient);
                },
              })
            }
          >
            {t(archives ? 'delete_student.archive' : 'delete_student.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
