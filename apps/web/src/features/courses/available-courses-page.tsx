import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogueFilterBar } from '@/features/courses/components/catalogue-filter-bar';
import { CatalogueResults } from '@/features/courses/components/catalogue-results';
import { useCatalogueFilters } from '@/features/courses/hooks/use-catalogue-filters';
import { usePageTitle } from '@/hooks/use-page-title';

/** `/dashboard/courses`: the catalogue inside the dashboard, registering exactly as on /courses (filters in the URL). */
export function AvailableCoursesPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('tabs.courses'));
  const { filters, update, clearAll, hasFilters } = useCatalogueFilters();
  return (
    <Stack gap={0}>
      <Stack gap={4} mb="md">
        <Title order={2} size="h3">
          {t('courses.heading')}
        </Title>
        <Text c="dimmed">{t('courses.intro')}</Text>
      </Stack>
      <CatalogueFilterBar filters={filters} update={update} />
      <CatalogueResults filters={filters} hasFilters={hasFilters} onClearAll={clearAll} />
    </Stack>
  );
}
