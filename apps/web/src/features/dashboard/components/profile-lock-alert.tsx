import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 4: an incomplete profile locks every tab but Profile until it is completed. */
export function ProfileLockAlert({ onComplete }: { onComplete: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={20} aria-hidden />}
      title={t('lock.title')}
      mb="md"
      data-testid="profile-lock"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('lock.text')}</Text>
        <Button color="orange" onClick={onComplete}>
          {t('lock.button')}
        </Button>
      </Stack>
    </Alert>
  );
}
