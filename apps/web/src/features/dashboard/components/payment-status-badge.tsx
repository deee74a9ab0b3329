import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLORS, type EnrollmentPaymentStatus } from '@academy/shared';

/** Paid green, pending yellow, overdue red (spec 4). */
export function PaymentStatusBadge({ status }: { status: EnrollmentPaymentStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }} data-status={status}>
      {t(`payment_status.${status}`)}
    </Badge>
  );
}
