import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KindergartenEnrollment } from '@academy/shared';
import { SUBSCRIPTION_STATUS_COLORS } from '../lib/due';

export function SubscriptionStatusBadge({ status }: { status: KindergartenEnrollment['subscription_status'] }) {
  const { t } = useTranslation('admin-kindergarten');
  return (
    <Badge color={SUBSCRIPTION_STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }} data-testid="subscription-status">
      {t(`subscription_status.${status}`)}
    </Badge>
  );
}
