import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLORS, type StudentPaymentStatus } from '@academy/shared';

/** Paid green, pending yellow, overdue red (spec 4). */
export function PaymentStatusBadge({ status, size = 'md' }: { status: StudentPaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('account');
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="light" size={size} style={{ flexShrink: 0 }}>
      {t(`payments.status.${status}`)}
    </Badge>
  );
}
