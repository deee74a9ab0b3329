// PLACEHOLDER while the screen is being built in this session; replaced before commit.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function GalleryPage() {
  const { t } = useTranslation('admin-gallery');
  return <Title order={2}>{t('title')}</Title>;
}
