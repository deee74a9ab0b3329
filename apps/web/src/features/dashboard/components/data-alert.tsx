import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export type WatchedQuery = Pick<UseQueryResult<unknown>, 'data' | 'isError' | 'isFetching' | 'refetch'>;

/**
 * Spec 8: when a dashboard request fails, what was cached stays on screen under 'Failed to load dashboard
 * data. Some features may not work properly.'; when nothing was cached, 'Failed to load data'. Either way
 * with a retry. Nothing when every query is fine.
 */
export function DataAlert({ queries, failedText }: { queries: WatchedQuery[]; failedText?: string }) {
  const { t } = useTranslation('dashboard');
  const failed = queries.filter((q) => q.isError);
  if (failed.length === 0) return null;
  const stale = failed.every((q) => q.data !== undefined);
  const color = stale ? 'yellow' : 'red';
  return (
    <Alert
      color={color}
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      data-testid={stale ? 'stale-warning' : 'load-failed'}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={stale ? 400 : 600}>
          {stale ? t('data.stale_warning') : (failedText ?? t('data.failed'))}
        </Text>
        <Button
          size="xs"
          variant="white"
          color={color}
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={failed.some((q) => q.isFetching)}
          onClick={() => failed.forEach((q) => void q.refetch())}
        >
          {t('data.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
