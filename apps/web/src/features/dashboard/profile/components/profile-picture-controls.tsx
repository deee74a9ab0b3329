import { Button, FileButton, Group } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { checkPicture, PICTURE_ACCEPT } from '../lib/check-picture';

/** Upload (type and size checked here first, as the server does) and removal of the profile picture. */
export function ProfilePictureControls({ hasPicture }: { hasPicture: boolean }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();

  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = checkPicture(file);
    if (problem) {
      notifyError(null, te(problem));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('profile.picture.uploaded')),
      onError: (error) => notifyError(error, t('profile.picture.upload_failed')),
    });
  };

  return (
    <Group gap="xs">
      <FileButton onChange={onFile} accept={PICTURE_ACCEPT} inputProps={{ 'aria-label': t('profile.picture.upload') }}>
        {(props) => (
          <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={upload.isPending}>
            {hasPicture ? t('profile.picture.change') : t('profile.picture.upload')}
          </Button>
        )}
      </FileButton>
      {hasPicture && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => notifySuccess(t('profile.picture.removed')),
              onError: (error) => notifyError(error, t('profile.picture.remove_failed')),
            })
          }
        >
          {t('profile.picture.remove')}
        </Button>
      )}
    </Group>
  );
}
