import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckoutStatus } from '@academy/shared';
import { CHECKOUT_STATUS_COLORS } from '@/lib/online-payments';

/** An online payment's state in the family's words: waiting for payment, paid, failed, ... */
export function CheckoutStatusBadge({ status, ...props }: { status: CheckoutStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('account');
  return (
    <Badge variant="light" color={CHECKOUT_STATUS_COLORS[status]} data-testid="checkout-status" data-status={status} {...props}>
      {t(`payments.online.status.${status}`)}
    </Badge>
  );
}
