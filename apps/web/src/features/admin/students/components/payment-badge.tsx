import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLORS, type StudentPaymentStatus } from '@academy/shared';

/** Paid green, pending yellow, overdue red (spec 4). */
export function PaymentBadge({ status }: { status: StudentPaymentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {t(`money.status.${status}`)}
    </Badge>
  );
}
