import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSelectedStudent } from '../hooks/use-selected-student';
import { useStudentPayments } from '@/features/dashboard/api/payments/get-student-payments';
import { LoadError } from '@/components/load-error';
import { PaymentHistory } from './components/payment-history';
import { PaymentItemCard } from './components/payment-item-card';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { PaymentTotals } from './components/payment-totals';
import { PaymentsSkeleton } from './components/payments-skeleton';

/** `/dashboard/payments`: the selected child's payment items, totals and history with receipts. */
export function PaymentsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('payments.title'));
  const { selected } = useSelectedStudent();
  const payments = useStudentPayments(selected?.id ?? null, selected !== null);

  if (!selected) return <Text c="dimmed">{t('payments.no_student')}</Text>;
  const money = payments.data?.students.find((s) => s.student_id === selected.id);

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
          {money && <PaymentTotals money={money} />}
          <Alert variant="light" color="blue" icon={<IconBuildingStore size={20} />}>
            {t('payments.pay_at_academy')}
          </Alert>
          <section aria-labelledby="payment-items-title">
            <Title order={3} size="h4" mb="sm" id="payment-items-title">
              {t('payments.items.title')}
            </Title>
            {payments.data.payment_summary.length === 0 ? (
              <Text c="dimmed">{t('payments.items.empty')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {payments.data.payment_summary.map((item) => (
                  <PaymentItemCard key={item.enrollment_id} item={item} />
                ))}
              </SimpleGrid>
            )}
          </section>
          <PaymentHistory payments={payments.data.payment_history} />
        </>
      )}
    </Stack>
  );
}
