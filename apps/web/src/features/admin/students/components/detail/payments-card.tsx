import { SimpleGrid, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { formatDA, type AdminStudentDetailed } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { PaymentAmount, ReversePaymentAction } from '@/features/admin/components/payment-reversal';
import { usePaymentHistory } from '../../api/get-payment-history';
import { PaymentBadge } from '../payment-badge';
import { DetailCard } from './detail-card';
import { Figure } from './figure';

const HISTORY_ROWS = 10;

/** Payment overview from the ledger: paid, owed (in DA), the status, and the latest payments. */
export function PaymentsCard({ student }: { student: AdminStudentDetailed }) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const history = usePaymentHistory(student.id);
  const payments = history.data?.payment_history ?? [];
  const latest = payments.slice(0, HISTORY_ROWS);
  const da = (amount: number) => <bdi>{formatDA(amount, lang)}</bdi>;
  const credit = Math.max(0, history.data?.summary.balance ?? 0);

  return (
    <DetailCard title={t('money.title')} testId="payments-card" actions={<PaymentBadge status={student.overall_payment_status} />}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Figure label={t('money.total_paid')} color="green">
            {da(history.data?.summary.total_paid ?? student.payment_stats.total_paid)}
          </Figure>
          {credit > 0 ? (
            // Paid beyond what was owed (an online payment that met a desk payment): the next charges use it.
            <Figure label={t('money.credit')} color="teal">
              {da(credit)}
            </Figure>
          ) : (
            <Figure label={t('money.debt')} color={student.total_debt > 0 ? 'red' : undefined}>
              {da(student.total_debt)}
            </Figure>
          )}
          <Figure label={t('money.payment_count')}>
            <bdi>{history.data ? history.data.summary.payment_count : '—'}</bdi>
          </Figure>
        </SimpleGrid>
        <Text fw={600} size="sm">
          {t('money.history')}
        </Text>
        {history.isPending ? (
          <Skeleton h={120} />
        ) : latest.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('money.no_payments')}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={480} type="native">
              <Table fz="sm" verticalSpacing={4} aria-label={t('money.history')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('money.date')}</Table.Th>
                    <Table.Th>{t('money.amount')}</Table.Th>
                    <Table.Th>{t('money.method')}</Table.Th>
                    <Table.Th>{t('money.for')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('reverse_payment.action')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {latest.map((p) => (
                    <Table.Tr key={p.id} data-testid="history-payment">
                      <Table.Td>
                        <bdi>{formatDate(p.payment_date, locale)}</bdi>
                      </Table.Td>
                      <Table.Td fw={600} c={p.reversed ? 'dimmed' : undefined}>
                        <PaymentAmount amount={p.amount} reversed={p.reversed} />
                      </Table.Td>
                      <Table.Td>{t(`money.methods.${p.payment_method}`)}</Table.Td>
                      <Table.Td>
                        {p.course_name
                          ? localizedName({ name: p.course_name, name_ar: p.course_name_ar }, lang)
                          : t(`money.reasons.${p.reason ?? 'other'}`)}
                      </Table.Td>
                      <Table.Td ta="end">
                        <ReversePaymentAction
                          payment={{
                            id: p.id,
                            amount: p.amount,
                            paid_at: p.payment_date,
                            receipt_number: p.receipt_number,
                            reversed: p.reversed,
                            reversed_at: p.reversed_at,
                            credit_note_number: p.credit_note_number,
                          }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {payments.length > latest.length && (
              <Text size="xs" c="dimmed">
                <Trans
                  t={t}
                  i18nKey="money.showing"
                  count={payments.length}
                  values={{ shown: latest.length, total: payments.length }}
                  components={{ n: <bdi dir="ltr" /> }}
                />
              </Text>
            )}
          </>
        )}
      </Stack>
    </DetailCard>
  );
}
