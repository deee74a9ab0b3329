import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { LIMITS, formatDA, type PaymentSummaryItem, localCourseName } from '@academy/shared';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/use-language';
import { useStudentPayments } from '../api/payments/get-student-payments';
import { DashboardQuery } from './dashboard-query';
import { PaymentStatusBadge } from './payment-status-badge';
import { SectionCard } from './section-card';

/** Overdue first, then what is still owed, then the rest: the 3 items a parent should see first. */
const URGENCY = { overdue: 0, pending: 1, paid: 2 } as const;
const byUrgency = (a: PaymentSummaryItem, b: PaymentSummaryItem) =>
  URGENCY[a.payment_status] - URGENCY[b.payment_status] || Number(b.due_soon) - Number(a.due_soon);

/** Overview: 3 payment items of the child (spec 9), each with its state and what is still owed. */
export function PaymentItems({ studentId }: { studentId: number }) {
  const { t } = useTranslation('dashboard');
  const { lang, locale } = useLanguage();
  const query = useStudentPayments(studentId);
  const v = <bdi />;
  return (
    <SectionCard title={t('overview.payments.title')} link={{ to: paths.dashboard.payments, label: t('overview.payments.link') }}>
      <DashboardQuery query={query} loading={<Skeleton h={120} aria-hidden />}>
        {({ payment_summary }) => {
          const items = [...payment_summary].sort(byUrgency).slice(0, LIMITS.overviewPaymentItems);
          if (items.length === 0) return <Text c="dimmed">{t('overview.payments.empty')}</Text>;
          return (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="payment-items">
              {items.map((item) => (
                <li key={item.enrollment_id}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {localCourseName(item, lang)}
                      </Text>
                      <Text size="sm" c={item.unpaid_amount > 0 ? 'red' : 'dimmed'}>
                        {item.unpaid_amount > 0 ? (
                          <Trans
                            t={t}
                            i18nKey="overview.payments.owed"
                            values={{ amount: formatDA(item.unpaid_amount, lang) }}
                            components={{ v }}
                          />
                        ) : (
                          t('overview.payments.nothing_owed')
                        )}
                      </Text>
                      {item.next_payment_date && (
                        <Text size="sm" c="dimmed">
                          <Trans
                            t={t}
                            i18nKey="overview.payments.next_payment"
                            values={{ date: formatDate(item.next_payment_date, locale) }}
                            components={{ v }}
                          />
                        </Text>
                      )}
                    </Stack>
                    <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                      <PaymentStatusBadge status={item.payment_status} />
                      {item.due_soon && (
                        <Badge color="yellow" variant="outline" size="sm">
                          {t('payment_status.due_soon')}
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                </li>
              ))}
            </Stack>
          );
        }}
      </DashboardQuery>
    </SectionCard>
  );
}
