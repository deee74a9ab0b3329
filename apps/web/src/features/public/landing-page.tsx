import { Box, Button, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSchool, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AcademyText } from '@/components/academy-text';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ArrowForward } from './components/arrow-forward';
import classes from './components/public.module.css';

interface ChoiceProps {
  icon: ReactNode;
  color: string;
  gradient: string;
  label: string;
  title: ReactNode;
  text: string;
  points: string[];
  action: string;
  to: string;
}

function ChoiceCard({ icon, color, gradient, label, title, text, points, action, to }: ChoiceProps) {
  return (
    <Card withBorder shadow="sm" radius="lg" padding={0} className={classes.liftCard}>
      <Box className={classes.choiceHeader} style={{ background: gradient }} c="white">
        <Stack gap="sm" style={{ position: 'relative', zIndex: 1 }}>
          <ThemeIcon size={60} radius="xl" color="white" c={`${color}.7`} aria-hidden>
            {icon}
          </ThemeIcon>
          <Text size="sm" fw={600} opacity={0.9}>
            {label}
          </Text>
          <Title order={2} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
        </Stack>
      </Box>
      <Stack gap="md" p={{ base: 'lg', sm: 'xl' }} style={{ flex: 1 }}>
        <Text c="dimmed">{text}</Text>
        <List
          spacing="xs"
          size="sm"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color={color} aria-hidden>
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Button component={Link} to={to} color={color} size="md" fullWidth rightSection={<ArrowForward />}>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/** `/`: choose between the academy and the Little Stars preschool. */
export function LandingPage() {
  const { t } = useTranslation(['public', 'common']);
  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <PageMeta description={(name) => t('landing.meta_description', { name })} />
      <Stack gap="sm" mb={40} maw={760} mx="auto" ta="center">
        <Title order={1} fz={{ base: 30, sm: 42 }}>
          <AcademyText>{(name) => t('landing.title', { name })}</AcademyText>
        </Title>
        <Text size="lg" c="dimmed">
          {t('landing.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <ChoiceCard
          icon={<IconSchool size={34} />}
          color="blue"
          gradient="linear-gradient(150deg, var(--mantine-color-blue-8), var(--mantine-color-cyan-6))"
          label={t('landing.academy_label')}
          title={<AcademyText />}
          text={t('landing.academy_text')}
          points={[t('landing.academy_points.primary'), t('landing.academy_points.middle'), t('landing.academy_points.secondary')]}
          action={t('landing.academy_action')}
          to={paths.home}
        />
        <ChoiceCard
          icon={<IconStar size={34} />}
          color="pink"
          gradient="linear-gradient(150deg, var(--mantine-color-pink-6), var(--mantine-color-orange-5))"
          label={t('landing.little_stars_label')}
          title={t('common:nav.little_stars')}
          text={t('landing.little_stars_text')}
          points={[t('landing.little_stars_points.play'), t('landing.little_stars_points.letters'), t('landing.little_stars_points.ready')]}
          action={t('landing.little_stars_action')}
          to={paths.littleStars}
        />
      </SimpleGrid>
    </Container>
  );
}
