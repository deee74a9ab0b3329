import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSite } from '@/lib/api/get-site';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/use-language';
import { useStudentPayments } from '@/features/dashboard/api/payments/get-student-payments';
import { LoadError } from '@/components/load-error';
import { ReceiptDocument } from './components/receipt-document';

/** `/dashboard/payments/receipts/:paymentId`: a printable receipt, looked up in the family's payment history. */
export function ReceiptPage() {
  const { t } = useTranslation('account');
  const { dir } = useLanguage();
  const { user } = useAuth();
  const id = Number(useParams().paymentId);
  const payments = useStudentPayments(null);
  const site = useSite();
  const payment = payments.data?.payment_history.find((p) => p.id === id);
  usePageTitle(payment ? t('receipt.page_title', { number: payment.receipt_number }) : t('receipt.title'));
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Button component={Link} to={paths.dashboard.payments} variant="subtle" leftSection={<BackIcon size={18} aria-hidden />}>
          {t('receipt.back')}
        </Button>
        {payment && (
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
        )}
      </Group>
      {payments.isPending ? (
        <Skeleton h={420} radius="md" maw="44rem" mx="auto" w="100%" />
      ) : payments.isError ? (
        <LoadError title={t('payments.load_failed')} error={payments.error} onRetry={() => void payments.refetch()} />
      ) : payment ? (
        <ReceiptDocument
          payment={payment}
          academy={site.data?.academy}
          legal={site.data?.legal}
          payer={user?.parent_info?.full_name || user?.full_name || null}
        />
      ) : (
        <Alert color="yellow" variant="light">
          {t('receipt.not_found')}
        </Alert>
      )}
    </Stack>
  );
}
