import { Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@academy/shared';
import { notifySuccess } from '@/lib/api/notify';
import { rememberProfilePromptShown } from '@/lib/auth/profile-prompt';
import { useAuth } from '@/lib/auth/use-auth';
import { CompleteProfileForm } from './complete-profile-form';

interface Props {
  opened: boolean;
  /** Called once the profile is saved, or when the person closes the dialog to do it later. */
  onDone: (user: PublicUser) => void;
}

export function CompleteProfileModal({ opened, onDone }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  const { user, setUser } = useAuth();
  // Offered once per visit: the dashboard does not open it again after the login page did.
  useEffect(() => {
    if (opened) rememberProfilePromptShown();
  }, [opened]);
  if (!user) return null;
  const completed = (next: PublicUser) => {
    setUser(next);
    notifySuccess(t('complete_profile.success'));
    onDone(next);
  };
  return (
    <Modal
      opened={opened}
      onClose={() => onDone(user)}
      title={t('complete_profile.title')}
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('complete_profile.text')}
      </Text>
      <CompleteProfileForm user={user} onCompleted={completed} />
    </Modal>
  );
}
