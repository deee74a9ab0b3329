import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { LoadError } from '@/components/load-error';
import { useMessagingSettings } from '../api/get-messaging-settings';
import { MessagingSettingsForm } from './components/messaging-settings-form';
import { MessagingStatus } from './components/messaging-status';

/** `/admin/people/messaging/settings`: the channels set up, this month's SMS, and what is sent to families in which words. */
export function MessagingSettingsPage() {
  const { t } = useTranslation('admin-messaging');
  usePageTitle(t('settings.title'));
  const query = useMessagingSettings();
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={2} size="h3">
          {t('settings.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('settings.subtitle')}
        </Text>
      </div>
      {query.isError && !query.data ? (
        <LoadError title={t('settings.load_failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Skeleton h={480} radius="md" />
      ) : (
        <>
          <MessagingStatus data={query.data} />
          <MessagingSettingsForm initial={query.data.settings} />
        </>
      )}
    </Stack>
  );
}
