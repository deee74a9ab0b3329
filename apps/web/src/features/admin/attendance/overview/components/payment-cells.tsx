import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_PAYMENT_COLORS, type AttendanceRecordRow } from '@academy/shared';

const PAYMENT_COLORS = { ...ATTENDANCE_PAYMENT_COLORS, not_applicable: 'gray' } as const;

/** How the record's course is paid: per session, monthly, kindergarten subscription. */
export function PaymentKindText({ kind }: { kind: AttendanceRecordRow['payment_kind'] }) {
  const { t } = useTranslation('admin-attendance');
  return <Text size="sm">{t(`payment_kind.${kind}`)}</Text>;
}

/** The record's payment status in the colours and words of every view (common:attendance_payment); nothing to pay grey. */
export function PaymentStatusBadge({ status }: { status: AttendanceRecordRow['payment_status'] }) {
  const { t } = useTranslation('common');
  return (
    <Badge color={PAYMENT_COLORS[status]} variant={status === 'not_applicable' ? 'outline' : 'light'} size="sm">
      {t(`attendance_payment.${status}`)}
    </Badge>
  );
}
