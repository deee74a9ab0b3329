import { Button, Card, Container, Group, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '@/components/contact-details';
import { useAcademyName } from '@/hooks/use-academy-name';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@/lib/paths';
import { InfoCard } from '../components/info-card';
import { PageIntro } from '../components/page-intro';

const STAGES = ['primary', 'middle', 'secondary'] as const;

/** `/home`: the academy's own page. */
export function HomePage() {
  const { t } = useTranslation('public');
  const academy = useAcademyName();
  usePageTitle(academy);
  return (
    <Container size="lg" py="xl">
      <PageIntro title={academy}>{t('home.intro', { name: academy })}</PageIntro>
      <Group mb="xl">
        <Button component={Link} to={paths.courses} size="md">
          {t('home.browse_courses')}
        </Button>
        <Button component={Link} to={paths.register} size="md" variant="default">
          {t('home.create_account')}
        </Button>
      </Group>
      <Title order={2} size="h3" mb="md">
        {t('home.stages_title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mb="xl">
        {STAGES.map((stage) => (
          <InfoCard key={stage} title={t(`home.stages.${stage}.title`)}>
            {t(`home.stages.${stage}.text`)}
          </InfoCard>
        ))}
      </SimpleGrid>
      <Card withBorder padding="lg" maw={520}>
        <Title order={2} size="h4" mb="md">
          {t('home.contact_title')}
        </Title>
        <ContactDetails />
      </Card>
    </Container>
  );
}
