import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '@/lib/auth/use-auth';
import { AccountCard } from '../components/account-card';
import { StudentCard } from '../components/student-card';

/** `/dashboard`: the Overview tab, from the signed-in account (/api/auth/me). */
export function OverviewPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const { user } = useAuth();
  if (!user) return null;
  const parentName = user.parent_info?.full_name || user.full_name || '';
  const count = user.students.length;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {parentName ? t('overview.greeting', { name: parentName }) : t('overview.greeting_anonymous')}
        </Title>
        <Text c="dimmed">{t('overview.students_count', { count })}</Text>
      </div>
      {user.profile_incomplete && <Alert color="yellow">{t('overview.profile_incomplete')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <AccountCard user={user} />
        {user.students.map((student) => (
          <StudentCard key={student.id} student={student} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
