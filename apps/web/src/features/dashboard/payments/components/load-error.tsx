import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/notify';

/** A failed load said in words, with a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={title} role="alert">
      {errorMessage(error)}
      <div>
        <Button variant="white" color="red" size="xs" mt="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    </Alert>
  );
}
