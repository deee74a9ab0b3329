import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconBellOff, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMarkAllNotificationsRead } from '@/features/dashboard/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/dashboard/api/mark-notification-read';
import { useNotifications } from '@/features/dashboard/api/get-notifications';
import { DashboardQuery } from '@/features/dashboard/components/dashboard-query';
import { EmptyState } from '@/components/empty-state';
import { NotificationItem } from '@/features/dashboard/components/notification-item';
import { paths } from '@/lib/paths';

const loading = (
  <Stack gap="sm" aria-hidden>
    <Skeleton h={110} radius="md" />
    <Skeleton h={110} radius="md" />
  </Stack>
);

/** `/dashboard/notifications`: what the academy sent, newest first, in the parent's language; marking read. */
export function NotificationsPage() {
  const { t } = useTranslation('dashboard');
  const { t: tApp } = useTranslation('family-app');
  usePageTitle(t('notifications.title'));
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3">
            {t('notifications.title')}
          </Title>
          <Text c="dimmed">{t('notifications.intro')}</Text>
        </div>
        {/* Issue 26: how the academy's messages reach the family (SMS, push, e-mail, quiet hours). */}
        <Button
          component={Link}
          to={paths.dashboard.notificationPreferences}
          variant="light"
          mih={44}
          leftSection={<IconAdjustments size={18} aria-hidden />}
        >
          {tApp('preferences.link')}
        </Button>
      </Group>
      <DashboardQuery query={query} loading={loading}>
        {({ notifications, unread_count: unread }) =>
          notifications.length === 0 ? (
            <EmptyState
              icon={<IconBellOff size={48} stroke={1.4} />}
              title={t('notifications.empty_title')}
              text={t('notifications.empty_text')}
            />
          ) : (
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} role="status" data-testid="unread-summary">
                  <Trans t={t} i18nKey="notifications.unread" count={unread} components={{ n: <bdi dir="ltr" /> }} />
                </Text>
                {unread > 0 && (
                  <Button
                    variant="light"
                    leftSection={<IconChecks size={18} aria-hidden />}
                    loading={markAll.isPending}
                    onClick={() => markAll.mutate()}
                  >
                    {t('notifications.mark_all')}
                  </Button>
                )}
              </Group>
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {notifications.map((n) => (
                  <li key={n.id}>
                    <NotificationItem
                      notification={n}
                      onMarkRead={(id) => markRead.mutate(id)}
                      busy={markRead.isPending && markRead.variables === n.id}
                    />
                  </li>
                ))}
              </Stack>
            </Stack>
          )
        }
      </DashboardQuery>
    </Stack>
  );
}
