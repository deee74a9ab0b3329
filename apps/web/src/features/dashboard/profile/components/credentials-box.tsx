import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MobileCredentials } from '@academy/shared';
import { CopyField } from './copy-field';

/** The username and password to type in the mobile app. */
export function CredentialsBox({ credentials }: { credentials: MobileCredentials }) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <CopyField label={t('security.credentials.username')} value={credentials.username} />
      <CopyField label={t('security.credentials.password')} value={credentials.password} />
    </SimpleGrid>
  );
}
