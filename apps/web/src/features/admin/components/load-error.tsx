import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A request failed and nothing was cached: what failed, and a retry. */
export function LoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertTriangle size={20} aria-hidden />}>
      <Button
        mt="xs"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={retrying}
        onClick={onRetry}
      >
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
