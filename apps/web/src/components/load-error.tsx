import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/notify';

/** A request failed and nothing was cached: what failed (and why, when the error is given), and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertTriangle size={20} aria-hidden />}>
      {error !== undefined && <div>{errorMessage(error)}</div>}
      <Button
        mt="xs"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={retrying}
        onClick={onRetry}
      >
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
