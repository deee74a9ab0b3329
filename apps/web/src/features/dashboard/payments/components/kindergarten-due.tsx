import { Alert, Badge, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUSES, type PaymentSummaryItem } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { InfoRow } from './info-row';

type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
const SUBSCRIPTION_COLORS: Record<SubscriptionStatus, string> = { active: 'green', pending: 'yellow', expired: 'red', suspended: 'gray' };
const isSubscriptionStatus = (value: string | null): value is SubscriptionStatus =>
  value !== null && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);

/**
 * The kindergarten subscription: its next payment date, red and 'Payment Overdue' from the due date,
 * yellow within 7 days. Paying happens at the academy, so the page says so instead of offering a button.
 */
export function KindergartenDue({ item }: { item: PaymentSummaryItem }) {
  const { t } = useTranslation('account');
  const { locale } = useLanguage();
  const status = isSubscriptionStatus(item.subscription_status) ? item.subscription_status : null;
  const dateColor = item.is_overdue ? 'red' : item.due_soon ? 'yellow' : undefined;
  return (
    <Stack gap={8}>
      {status && (
        <InfoRow label={t('payments.kindergarten.subscription')}>
          <Badge variant="light" color={SUBSCRIPTION_COLORS[status]}>
            {t(`payments.kindergarten.subscription_status.${status}`)}
          </Badge>
        </InfoRow>
      )}
      <InfoRow label={t('payments.kindergarten.next_payment')} color={dateColor}>
        {item.next_payment_date ? (
          <Group gap={6} component="span" wrap="wrap">
            <Isolate>{formatDate(item.next_payment_date, locale)}</Isolate>
            {item.due_soon && !item.is_overdue && (
              <Badge color="yellow" variant="filled" size="sm" leftSection={<IconClockHour4 size={12} aria-hidden />}>
                {t('payments.kindergarten.due_soon')}
              </Badge>
            )}
          </Group>
        ) : (
          t('payments.kindergarten.no_date')
        )}
      </InfoRow>
      {item.is_overdue && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('payments.kindergarten.overdue_title')}>
          {t('payments.kindergarten.overdue_text')}
        </Alert>
      )}
      {item.due_soon && !item.is_overdue && (
        <Alert color="yellow" variant="light" icon={<IconClockHour4 size={20} />} title={t('payments.kindergarten.due_soon_title')}>
          {t('payments.kindergarten.due_soon_text')}
        </Alert>
      )}
    </Stack>
  );
}
