import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { PaymentHistoryItem } from '@academy/shared';
import { PaymentHistoryRow } from './payment-history-row';
import { PaymentHistoryTable } from './payment-history-table';

/** The child's payments, newest first, each with a link to its printable receipt. */
export function PaymentHistory({ payments }: { payments: PaymentHistoryItem[] }) {
  const { t } = useTranslation('account');
  // A table where it fits (md and up), a list of cards on phones.
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  return (
    <section aria-labelledby="payment-history-title">
      <Title order={3} size="h4" mb="sm" id="payment-history-title">
        {t('payments.history.title')}
      </Title>
      {payments.length === 0 ? (
        <Text c="dimmed">{t('payments.history.empty')}</Text>
      ) : wide ? (
        <PaymentHistoryTable payments={payments} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {payments.map((payment) => (
            <PaymentHistoryRow key={payment.id} payment={payment} />
          ))}
        </Stack>
      )}
    </section>
  );
}
