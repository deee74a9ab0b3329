import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { LoadError } from '@/components/load-error';
import { useSiteSettings } from './settings/api/settings';
import { SettingsForm } from './settings/components/settings-form';

/** `/admin/content/settings`: what the public pages show about the academy, edited without a redeploy. */
export function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  usePageTitle(t('title'));
  const query = useSiteSettings();
  return (
    <Stack gap="md" maw={980}>
      <div>
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </div>
      {query.isError && !query.data ? (
        <LoadError title={t('load_failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Skeleton h={480} radius="md" />
      ) : (
        <SettingsForm initial={query.data} />
      )}
    </Stack>
  );
}
