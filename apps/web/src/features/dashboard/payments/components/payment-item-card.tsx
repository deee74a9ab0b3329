import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDA, type PaymentSummaryItem, localCourseName } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { InfoRow } from './info-row';
import { KindergartenDue } from './kindergarten-due';
import { MonthProgress } from './month-progress';
import { PaymentStatusBadge } from '../../components/payment-status-badge';

const PRICE_LABEL = {
  session: 'payments.price.session',
  monthly: 'payments.price.monthly',
  kindergarten: 'payments.price.kindergarten',
} as const;

/**
 * One enrollment's payment state: per session, per 4-session month, or a kindergarten subscription. `action`: what can be
 * done about it (paying its month or renewal online).
 */
export function PaymentItemCard({ item, action }: { item: PaymentSummaryItem; action?: ReactNode }) {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const titleId = useId();
  const owes = item.unpaid_amount > 0;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={4} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {localCourseName(item, lang)}
            </Title>
            <Text size="sm" c="dimmed">
              {item.section_name}
            </Text>
          </div>
          <PaymentStatusBadge status={item.payment_status} />
        </Group>
        <Group gap="xs">
          <Badge variant="outline" color="gray" size="sm">
            {t(`payments.kind.${item.payment_type}`)}
          </Badge>
        </Group>
        <Stack gap={6}>
          {item.course_price !== null && (
            <InfoRow label={t(PRICE_LABEL[item.payment_type])}>
              <Isolate>{formatDA(item.course_price, lang)}</Isolate>
            </InfoRow>
          )}
          <InfoRow label={t('payments.unpaid')} color={owes ? 'red' : 'green'}>
            <Isolate>{formatDA(item.unpaid_amount, lang)}</Isolate>
          </InfoRow>
          {item.payment_type === 'session' && (
            <>
              <InfoRow label={t('payments.sessions_this_month')}>
                <Isolate>{item.sessions_this_month}</Isolate>
              </InfoRow>
              {item.debt_sessions > 0 && (
                <Text size="sm" c="red">
                  {t('payments.debt_sessions', { count: item.debt_sessions })}
                </Text>
              )}
            </>
          )}
        </Stack>
        {item.payment_type === 'monthly' && <MonthProgress sessions={item.sessions_this_month} percent={item.progress_percentage} />}
        {item.payment_type === 'kindergarten' && <KindergartenDue item={item} />}
        {action}
      </Stack>
    </Card>
  );
}
