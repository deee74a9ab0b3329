import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDA, type PaymentHistoryItem, localCourseName } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { ReversedNote } from './reversed-note';

/** The payment history as a table, on screens wide enough for one. */
export function PaymentHistoryTable({ payments }: { payments: PaymentHistoryItem[] }) {
  const { t } = useTranslation('account');
  const { lang, locale } = useLanguage();
  return (
    <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('receipt.date')}</Table.Th>
          <Table.Th>{t('receipt.paid_for')}</Table.Th>
          <Table.Th>{t('receipt.method')}</Table.Th>
          <Table.Th>{t('receipt.number')}</Table.Th>
          <Table.Th ta="end">{t('receipt.amount')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('payments.history.receipt')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => {
          const number = payment.receipt_number;
          const reason = t(`payments.reason.${payment.reason ?? 'other'}`);
          return (
            <Table.Tr key={payment.id}>
              <Table.Td>
                <Isolate>{formatDateTime(payment.payment_date, locale, 'long')}</Isolate>
              </Table.Td>
              <Table.Td>
                {reason}
                {(payment.course_name || payment.course_name_ar) && (
                  <Text size="sm" c="dimmed">
                    {localCourseName(payment, lang)}
                  </Text>
                )}
                {payment.reversed && payment.reversed_at && (
                  <ReversedNote at={payment.reversed_at} creditNote={payment.credit_note_number} />
                )}
              </Table.Td>
              <Table.Td>{t(`payments.method.${payment.payment_method}`)}</Table.Td>
              <Table.Td>
                <Ltr>{number}</Ltr>
              </Table.Td>
              <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }} c={payment.reversed ? 'dimmed' : undefined}>
                <Isolate>
                  <span style={payment.reversed ? { textDecoration: 'line-through' } : undefined}>{formatDA(payment.amount, lang)}</span>
                </Isolate>
                {payment.reversed && (
                  <Badge color="gray" variant="light" size="sm" ms="xs" data-testid="payment-reversed">
                    {t('payments.history.reversed')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="end">
                <Button
                  component={Link}
                  to={paths.dashboard.receipt(payment.id)}
                  variant="light"
                  size="xs"
                  leftSection={<IconReceipt size={16} aria-hidden />}
                  aria-label={t('payments.history.receipt_label', { number })}
                >
                  {t('payments.history.receipt')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
