import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label={t('feedback.loading')} />
    </Center>
  );
}
