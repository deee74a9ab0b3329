import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Catalogue } from '@/features/courses/components/catalogue';
import { usePageTitle } from '@/hooks/use-page-title';

/** `/dashboard/courses`: the catalogue inside the dashboard, registering as on /courses (the same component; filters in the URL). */
export function AvailableCoursesPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('tabs.courses'));
  return (
    <Stack gap={0}>
      <Stack gap={4} mb="md">
        <Title order={2} size="h3">
          {t('courses.heading')}
        </Title>
        <Text c="dimmed">{t('courses.intro')}</Text>
      </Stack>
      <Catalogue />
    </Stack>
  );
}
