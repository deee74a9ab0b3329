import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminTeacher } from '@academy/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  teacher: AdminTeacher | null;
  saving: boolean;
  onConfirm: (teacher: AdminTeacher) => void;
  onClose: () => void;
}

/** Activate or deactivate, after the admin confirms (deactivating signs the teacher out and takes them off the section form). */
export function StatusConfirmModal({ teacher, saving, onConfirm, onClose }: Props) {
  const { t } = useTranslation('admin-staff');
  const deactivating = teacher?.is_active ?? false;
  const name = teacher?.full_name ?? '';
  return (
    <Modal
      opened={teacher !== null}
      onClose={onClose}
      title={deactivating ? t('teachers.status.deactivate_title', { name }) : t('teachers.status.activate_title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{deactivating ? t('teachers.status.deactivate_text') : t('teachers.status.activate_text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button color={deactivating ? 'orange' : 'green'} loading={saving} onClick={() => teacher && onConfirm(teacher)} data-autofocus>
            {deactivating ? t('teachers.status.deactivate') : t('teachers.status.activate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
