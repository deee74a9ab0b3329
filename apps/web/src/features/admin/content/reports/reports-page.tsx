// PLACEHOLDER while the screen is being built in this session; replaced before commit.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ReportsPage() {
  const { t } = useTranslation('admin-reports');
  return <Title order={2}>{t('title')}</Title>;
}
