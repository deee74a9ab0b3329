import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { NotificationForm } from './components/notification-form';
import { RecentNotifications } from './components/recent-notifications';

/** `/admin/people/notifications`: the send form beside the Recent Notifications list (stacked on phones). */
export function NotificationsPage() {
  const { t } = useTranslation('admin-people');
  usePageTitle(t('notifications.title'));
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t('notifications.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('notifications.subtitle')}
        </Text>
      </Stack>
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="send-notification-title">
            <Stack gap="md">
              <Title order={3} size="h4" id="send-notification-title">
                {t('notifications.send_title')}
              </Title>
              <NotificationForm />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <RecentNotifications />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
