import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { RouteTabs } from '@/components/route-tabs';
import { UserAvatar } from '@/components/user-avatar';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifySuccess } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { displayName } from '@/lib/auth/user';
import { paths } from '@/lib/paths';

/**
 * The teacher's portal at /teacher (issue 25), made for a phone first: the site's header above it (the academy's
 * name, EN/AR), then who is signed in with a sign-out button always in sight, a tab per view (Today, This week:
 * each its own URL) and the view, one column.
 */
export function TeacherLayout() {
  const { t } = useTranslation('teacher');
  const { t: tc } = useTranslation();
  const { t: pay } = useTranslation('pay');
  usePageTitle(t('layout.title'));
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const name = displayName(user);
  const leave = async () => {
    await signOut();
    await navigate(paths.landing);
    notifySuccess(tc('feedback.logged_out'));
  };
  return (
    <Container size="sm" py="md" px="sm">
      <Group justify="space-between" align="center" mb="md" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar name={name} src={user.profile_picture_url} size="md" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} size="h3">
              {t('layout.title')}
            </Title>
            <Text c="dimmed" size="sm" truncate>
              {name}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="subtle"
          color="red"
          size="compact-md"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void leave()}
        >
          {t('layout.sign_out')}
        </Button>
      </Group>
      <RouteTabs
        tabs={[
          { to: paths.teacher.root, label: t('tabs.today') },
          { to: paths.teacher.week, label: t('tabs.week') },
          { to: paths.teacher.pay, label: pay('nav.my_pay') },
        ]}
        label={t('layout.tabs_label')}
      />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Container>
  );
}
