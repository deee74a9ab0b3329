import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAcademyName } from '@/hooks/use-academy-name';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@/lib/paths';
import { PageIntro } from '../components/page-intro';

interface ChoiceProps {
  icon: ReactNode;
  color: string;
  title: string;
  text: string;
  action: string;
  to: string;
}

function ChoiceCard({ icon, color, title, text, action, to }: ChoiceProps) {
  return (
    <Card withBorder shadow="sm" padding="xl">
      <Stack gap="md" h="100%">
        <ThemeIcon size={56} radius="xl" color={color} variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" style={{ flex: 1 }}>
          {text}
        </Text>
        <Button component={Link} to={to} color={color} size="md">
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/** `/`: choose between the academy and the Little Stars preschool line. */
export function LandingPage() {
  const { t } = useTranslation('public');
  const academy = useAcademyName();
  usePageTitle();
  return (
    <Container size="lg" py="xl">
      <PageIntro title={t('landing.title', { name: academy })}>{t('landing.intro')}</PageIntro>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ChoiceCard
          icon={<IconSchool size={30} />}
          color="blue"
          title={academy}
          text={t('landing.academy_text')}
          action={t('landing.academy_action')}
          to={paths.home}
        />
        <ChoiceCard
          icon={<IconStar size={30} />}
          color="pink"
          title={t('little_stars.name')}
          text={t('landing.little_stars_text')}
          action={t('landing.little_stars_action')}
          to={paths.littleStars}
        />
      </SimpleGrid>
    </Container>
  );
}
