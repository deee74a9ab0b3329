// PLACEHOLDER while the screen is being built in this session; replaced before commit.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function MessagesPage() {
  const { t } = useTranslation('admin-content');
  return <Title order={2}>{t('title')}</Title>;
}
