import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLORS, type StudentPaymentStatus } from '@academy/shared';

/** A course's or a child's payment status (paid, pending, overdue; 'nothing due' for a child with no charges). */
export function PaymentStatusBadge({ status, size = 'md' }: { status: StudentPaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('account');
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="light" size={size} style={{ flexShrink: 0 }} data-status={status}>
      {t(`payments.status.${status}`)}
    </Badge>
  );
}
