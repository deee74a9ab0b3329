import { Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconBellOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { useRecentNotifications } from '../api/get-recent-notifications';
import { NotificationItem } from './notification-item';

/** Recent Notifications (spec 2): the 20 newest, or 'No notifications sent yet'. */
export function RecentNotifications() {
  const { t } = useTranslation('admin-people');
  const recent = useRecentNotifications();
  const items = recent.data?.notifications ?? [];
  let content;
  if (recent.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </Stack>
    );
  } else if (recent.isError && !recent.data) {
    content = <LoadError title={t('notifications.load_failed')} onRetry={() => void recent.refetch()} retrying={recent.isFetching} />;
  } else if (items.length === 0) {
    content = <EmptyState icon={<IconBellOff size={40} />} title={t('notifications.empty')} text={t('notifications.empty_text')} />;
  } else {
    content = (
      <Stack gap="sm">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-notifications-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} size="h4" id="recent-notifications-title">
            {t('notifications.recent')}
          </Title>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={recent.isRefetching}
            onClick={() => void recent.refetch()}
          >
            {t('notifications.refresh')}
          </Button>
        </Group>
        <div aria-busy={recent.isFetching}>{content}</div>
      </Stack>
    </Paper>
  );
}
