import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminRoom } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useDeleteRoom } from '../api/delete-room';
import { roomErrorText } from '../lib/room-error';

/** Delete a room after the admin confirms; a room sections use is refused (and the toast says how many). */
export function DeleteRoomModal({ room, onClose }: { room: AdminRoom | null; onClose: () => void }) {
  const { t } = useTranslation('admin-staff');
  const remove = useDeleteRoom();
  const name = room?.name ?? '';
  const confirm = () =>
    room &&
    remove.mutate(room.id, {
      onSuccess: () => {
        notifySuccess(t('rooms.deleted', { name }));
        onClose();
      },
      onError: (error) => {
        notifyError(null, roomErrorText(error, t('rooms.delete_failed')));
        onClose();
      },
    });
  return (
    <Modal
      opened={room !== null}
      onClose={onClose}
      title={t('rooms.delete.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('rooms.delete.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm} data-autofocus>
            {t('rooms.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
