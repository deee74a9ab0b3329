import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { useServerRedirect } from '@/hooks/use-page-title';
import { Island } from '@/islands/island';
import { paths } from '@/lib/paths';
import { Catalogue } from './components/catalogue';
import { catalogueParamsWithLevelId } from './hooks/use-catalogue-filters';

/** `/courses`: the catalogue (its filters and results are an island: components/catalogue.tsx). */
export function CoursesPage() {
  const { t } = useTranslation('courses');
  const [params] = useSearchParams();
  // `?level=ابتدائي` (a label, as printed on a flyer): the server answers with `?level=primary`, before any script.
  const withLevelId = catalogueParamsWithLevelId(params);
  useServerRedirect(withLevelId && `${paths.courses}?${withLevelId.toString()}`);
  return (
    <Container size="lg" py="xl">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap="xs" mb="lg" maw={760}>
        <Title order={1}>{t('page.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('page.intro')}
        </Text>
      </Stack>
      <Island name="catalogue" component={Catalogue} props={{}} />
    </Container>
  );
}
