import { Button, Container, Group, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@/lib/paths';
import { InfoCard } from '../components/info-card';
import { PageIntro } from '../components/page-intro';

const BLOCKS = ['play', 'groups', 'school'] as const;

/** `/little-stars`: the preschool line. */
export function LittleStarsPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('little_stars.name'));
  return (
    <Container size="lg" py="xl">
      <PageIntro title={t('little_stars.name')}>{t('little_stars.intro')}</PageIntro>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mb="xl">
        {BLOCKS.map((block) => (
          <InfoCard key={block} title={t(`little_stars.blocks.${block}.title`)}>
            {t(`little_stars.blocks.${block}.text`)}
          </InfoCard>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to={paths.coursesForLevel('preschool')} color="pink">
          {t('little_stars.see_courses')}
        </Button>
        <Button component={Link} to={paths.register} variant="default">
          {t('little_stars.register')}
        </Button>
        <Button component={Link} to={paths.contact} variant="subtle">
          {t('little_stars.contact')}
        </Button>
      </Group>
    </Container>
  );
}
