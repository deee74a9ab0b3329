import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { CatalogueFilterBar } from './components/catalogue-filter-bar';
import { CatalogueResults } from './components/catalogue-results';
import { useCatalogueFilters } from './hooks/use-catalogue-filters';

/**
 * `/courses`: the catalogue. Every filter lives in the URL, so a filtered view can be shared.
 * `?course=<id>` (a course's QR code) shows that course first, highlighted.
 */
export function CoursesPage() {
  const { t } = useTranslation('courses');
  const { filters, update, clearAll, hasFilters } = useCatalogueFilters();
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('course'));
  const closeLinked = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('course');
      return next;
    });
  return (
    <Container size="lg" py="xl">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap="xs" mb="lg" maw={760}>
        <Title order={1}>{t('page.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('page.intro')}
        </Text>
      </Stack>
      <CatalogueFilterBar filters={filters} update={update} />
      <CatalogueResults
        filters={filters}
        hasFilters={hasFilters}
        onClearAll={clearAll}
        linkedCourseId={Number.isInteger(linked) && linked > 0 ? linked : undefined}
        onCloseLinked={closeLinked}
      />
    </Container>
  );
}
