import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';

/** Says that the academy took a payment back, when (its amount is owed again), and the credit note that cancels its receipt. */
export function ReversedNote({ at, creditNote }: { at: string; creditNote?: string | null }) {
  const { t } = useTranslation('account');
  const { locale } = useLanguage();
  return (
    <Text size="xs" c="red.8">
      <Trans
        t={t}
        i18nKey={creditNote ? 'payments.history.reversed_note_credit' : 'payments.history.reversed_note'}
        values={{ date: formatDate(at, locale), number: creditNote }}
        components={{ d: <bdi />, n: <bdi dir="ltr" /> }}
      />
    </Text>
  );
}
