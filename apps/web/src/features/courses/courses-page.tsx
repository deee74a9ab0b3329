import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { Island } from '@/islands/island';
import { Catalogue } from './components/catalogue';

/** `/courses`: the catalogue (its filters and results are an island: components/catalogue.tsx). */
export function CoursesPage() {
  const { t } = useTranslation('courses');
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
