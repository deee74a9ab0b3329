// PLACEHOLDER while the screen is being built in this session; replaced before commit.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function MarkAttendancePage() {
  const { t } = useTranslation('admin-scan');
  return <Title order={2}>{t('title')}</Title>;
}
