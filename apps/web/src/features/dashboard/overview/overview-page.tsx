import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import { NoStudent } from '@/features/dashboard/components/no-student';
import { OverviewStats } from '@/features/dashboard/components/overview-stats';
import { PaymentItems } from '@/features/dashboard/components/payment-items';
import { RecentRegistrations } from '@/features/dashboard/components/recent-registrations';
import { StudentCard } from '@/features/dashboard/components/student-card';
import { useSelectedStudent } from '@/features/dashboard/hooks/use-selected-student';

/** `/dashboard`: the chosen child at a glance, the 5 latest registrations and 3 payment items, links onwards. */
export function OverviewPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('tabs.overview'));
  const { user } = useAuth();
  const { students, selected } = useSelectedStudent();
  if (!user) return null;
  const parentName = user.parent_info?.full_name || user.full_name || '';
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {parentName ? t('overview.greeting', { name: parentName }) : t('overview.greeting_anonymous')}
        </Title>
        <Text c="dimmed">
          {t('overview.students_count', { count: students.length })}
          {selected && students.length > 1 && (
            <>
              {' '}
              <Trans t={t} i18nKey="overview.showing" values={{ name: selected.name }} components={{ v: <bdi /> }} />
            </>
          )}
        </Text>
      </div>
      {selected ? (
        <>
          <OverviewStats studentId={selected.id} />
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <RecentRegistrations studentId={selected.id} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="lg">
                <PaymentItems studentId={selected.id} />
                <StudentCard student={selected} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <NoStudent />
      )}
      <Group>
        <Anchor component={Link} to={paths.dashboard.contact} fw={600}>
          <Group gap={6} wrap="nowrap" component="span">
            <IconMessageCircle size={18} aria-hidden />
            {t('overview.contact_link')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
