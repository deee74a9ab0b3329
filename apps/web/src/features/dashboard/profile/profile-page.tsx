import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '@/lib/auth/use-auth';
import { AccountSecurityCard } from './components/account-security-card';
import { EnrollmentsCard } from './components/enrollments-card';
import { ParentInfoCard } from './components/parent-info-card';
import { PersonalDetailsCard } from './components/personal-details-card';
import { ProfileSummaryCard } from './components/profile-summary-card';

/** `/dashboard/profile`: picture, personal and parent details, enrollments, mobile access and password. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  usePageTitle(t('profile.title'));
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <ProfileSummaryCard user={user} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PersonalDetailsCard user={user} />
        <ParentInfoCard />
      </SimpleGrid>
      <EnrollmentsCard />
      <AccountSecurityCard />
    </Stack>
  );
}
