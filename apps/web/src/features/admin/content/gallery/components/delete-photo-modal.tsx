import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminGalleryPhoto } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useDeletePhoto } from '../api';

/** Delete with confirmation: the photo and its files are gone for good (Hide keeps it). */
export function DeletePhotoModal({ photo, onClose }: { photo: AdminGalleryPhoto; onClose: () => void }) {
  const { t } = useTranslation('admin-gallery');
  const remove = useDeletePhoto();
  const run = () =>
    remove.mutate(photo.id, {
      onSuccess: () => {
        notifySuccess(t('toasts.deleted'));
        onClose();
      },
      onError: (error) => notifyError(error, t('toasts.delete_failed')),
    });
  return (
    <Modal opened onClose={onClose} title={t('delete.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <img
          src={photo.thumb_url}
          alt=""
          style={{ display: 'block', width: '100%', maxHeight: 180, objectFit: 'contain', borderRadius: 8 }}
        />
        <Text>{t('delete.confirm')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={run} loading={remove.isPending}>
            {t('delete.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
