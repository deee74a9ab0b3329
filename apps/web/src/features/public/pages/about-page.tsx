import { Container, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAcademyName } from '@/hooks/use-academy-name';
import { usePageTitle } from '@/hooks/use-page-title';
import { InfoCard } from '../components/info-card';
import { PageIntro } from '../components/page-intro';

const SECTIONS = ['mission', 'vision', 'values'] as const;

/** `/about`: mission, vision and values. */
export function AboutPage() {
  const { t } = useTranslation('public');
  const academy = useAcademyName();
  usePageTitle(t('about.title'));
  return (
    <Container size="lg" py="xl">
      <PageIntro title={t('about.title')}>{t('about.intro', { name: academy })}</PageIntro>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {SECTIONS.map((section) => (
          <InfoCard key={section} title={t(`about.${section}.title`)}>
            {t(`about.${section}.text`)}
          </InfoCard>
        ))}
      </SimpleGrid>
    </Container>
  );
}
