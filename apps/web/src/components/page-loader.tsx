import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * While a page's code loads. A full screen high, so that what follows (the footer) starts below the fold
 * and does not jump when the page arrives (layout shift).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader role="img" aria-label={t('feedback.loading')} />
    </Center>
  );
}
