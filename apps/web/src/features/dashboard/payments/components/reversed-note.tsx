import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';

/** Says that the academy took a payment back, and when (its amount is owed again). */
export function ReversedNote({ at }: { at: string }) {
  const { t } = useTranslation('account');
  const { locale } = useLanguage();
  return (
    <Text size="xs" c="red.8">
      <Trans t={t} i18nKey="payments.history.reversed_note" values={{ date: formatDate(at, locale) }} components={{ d: <bdi /> }} />
    </Text>
  );
}
