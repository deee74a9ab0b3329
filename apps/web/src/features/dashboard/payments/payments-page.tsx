import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPigMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDA } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { debtOption, familyOption, seatOption } from '@/lib/online-payments';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSelectedStudent } from '../hooks/use-selected-student';
import { useStudentPayments } from '@/features/dashboard/api/payments/get-student-payments';
import { LoadError } from '@/components/load-error';
import { PaymentHistory } from './components/payment-history';
import { PaymentItemCard } from './components/payment-item-card';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { PaymentTotals } from './components/payment-totals';
import { PaymentsSkeleton } from './components/payments-skeleton';
import { useCheckouts } from './api/get-checkouts';
import { useOnlineOptions } from './api/get-online-options';
import { FamilyBalance } from './components/family-balance';
import { OnlineCheckouts } from './components/online-checkouts';
import { PayOnlineButton } from './components/pay-online-button';

/**
 * `/dashboard/payments`: the selected child's payment items, totals and history with receipts. When the academy takes
 * cards (issue 27), a Pay online button where the server offers to be paid (the child's debt, a card's month or renewal,
 * the whole family's balance), the family's credit, and its recent online payments.
 */
export function PaymentsPage() {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  usePageTitle(t('payments.title'));
  const { selected } = useSelectedStudent();
  const payments = useStudentPayments(selected?.id ?? null, selected !== null);
  const online = useOnlineOptions();
  const checkouts = useCheckouts();

  if (!selected) return <Text c="dimmed">{t('payments.no_student')}</Text>;
  const money = payments.data?.students.find((s) => s.student_id === selected.id);
  const options = online.data;
  const fees = options?.fees_allocation ?? 'merchant';
  const family = familyOption(options);
  const debt = debtOption(options, selected.id);
  const credit = options?.credit.total ?? 0;
  const recent = checkouts.data?.checkouts ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3">
          {t('payments.heading', { name: selected.name })}
        </Title>
        {money && <PaymentStatusBadge status={money.payment_status} size="lg" />}
      </Group>
      {payments.isPending ? (
        <PaymentsSkeleton />
      ) : payments.isError ? (
        <LoadError title={t('payments.load_failed')} error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <>
          {family && <FamilyBalance option={family} feesAllocation={fees} />}
          {money && <PaymentTotals money={money} />}
          {debt && (
            <PayOnlineButton
              option={debt}
              feesAllocation={fees}
              label={t('payments.online.pay_amount', { amount: formatDA(debt.amount, lang) })}
              size="md"
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          {credit > 0 && (
            <Alert variant="light" color="teal" icon={<IconPigMoney size={20} aria-hidden />} data-testid="family-credit">
              {t('payments.online.credit', { amount: formatDA(credit, lang) })}
            </Alert>
          )}
          <Alert variant="light" color="blue" icon={<IconBuildingStore size={20} />}>
            {options?.enabled ? t('payments.online.pay_at_academy_or_online') : t('payments.pay_at_academy')}
          </Alert>
          <section aria-labelledby="payment-items-title">
            <Title order={3} size="h4" mb="sm" id="payment-items-title">
              {t('payments.items.title')}
            </Title>
            {payments.data.payment_summary.length === 0 ? (
              <Text c="dimmed">{t('payments.items.empty')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {payments.data.payment_summary.map((item) => {
                  const seat = seatOption(options, item.enrollment_id);
                  return (
                    <PaymentItemCard
                      key={item.enrollment_id}
                      item={item}
                      action={
                        seat && (
                          <PayOnlineButton
                            option={seat}
                            feesAllocation={fees}
                            label={t('payments.online.pay_amount', { amount: formatDA(seat.amount, lang) })}
                            variant="light"
                            fullWidth
                          />
                        )
                      }
                    />
                  );
                })}
              </SimpleGrid>
            )}
          </section>
          {recent.length > 0 && <OnlineCheckouts checkouts={recent} />}
          <PaymentHistory payments={payments.data.payment_history} />
        </>
      )}
    </Stack>
  );
}
