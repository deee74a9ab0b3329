import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { RouteTabs } from '@/components/route-tabs';
import { useUnreadBadge } from '@/features/admin/content/messages/hooks/use-unread-badge';
import { UserAvatar } from '@/components/user-avatar';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

/**
 * The admin area at /admin: title, welcome line with the admin's name, and a tab per area (each its own
 * URL); the Content & Support tab carries the count of unread contact messages.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { t: staff } = useTranslation('admin-staff');
  const { user } = useAuth();
  const name = user?.full_name || user?.email || '';
  const unread = useUnreadBadge();
  const tabs = [
    { to: paths.admin.root, label: t('tabs.overview') },
    { to: paths.admin.people, label: t('tabs.people') },
    { to: paths.admin.courses, label: t('tabs.courses') },
    { to: paths.admin.kindergarten, label: t('tabs.kindergarten') },
    { to: paths.admin.schedule, label: t('tabs.schedule') },
    // paths.admin has no entry for it yet (lib/paths.ts is not this feature's file).
    { to: `${paths.admin.root}/rooms`, label: staff('nav.rooms') },
    { to: paths.admin.attendance, label: t('tabs.attendance') },
    { to: paths.admin.onlinePayments, label: t('tabs.onlinePayments') },
    { to: paths.admin.cashClosing, label: t('tabs.cashClosing') },
    { to: paths.admin.content, label: t('tabs.content'), ...unread },
    { to: paths.admin.qrCodes, label: t('tabs.qrCodes') },
    { to: paths.admin.audit, label: t('tabs.audit') },
  ];
  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('header.title')}
          </Title>
          <Text c="dimmed">{t('header.welcome')}</Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <UserAvatar name={name} src={user?.profile_picture_url} />
          <Text fw={600}>{name}</Text>
        </Group>
      </Group>
      <RouteTabs tabs={tabs} label={t('tabs.label')} />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Container>
  );
}
