import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOnlineCheckout } from '@academy/shared';
import { Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import {
  CheckoutAmount,
  CheckoutChild,
  CheckoutConfirmedBy,
  CheckoutFamily,
  CheckoutFees,
  CheckoutFinding,
  CheckoutPurpose,
  CheckoutReceipts,
  CheckoutStatusBadges,
} from './checkout-facts';

/** Phones: one card per checkout, with the same facts as the table's row. */
export function OnlinePaymentCard({ checkout: c }: { checkout: AdminOnlineCheckout }) {
  const { t } = useTranslation('admin-online-payments');
  const { locale } = useLanguage();
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="admin-checkout" data-checkout={c.id}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <CheckoutFamily checkout={c} />
          <CheckoutAmount checkout={c} />
        </Group>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <CheckoutChild checkout={c} />
          <CheckoutPurpose checkout={c} />
        </Group>
        <Group gap={6} wrap="wrap">
          <CheckoutStatusBadges checkout={c} />
          <CheckoutFinding checkout={c} />
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('columns.fees')}
            </Text>
            <CheckoutFees checkout={c} />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('columns.confirmed_by')}
            </Text>
            <CheckoutConfirmedBy checkout={c} />
          </Stack>
        </Group>
        <Text size="xs" c="dimmed">
          <bdi>{formatDateTime(c.paid_at ?? c.created_at, locale)}</bdi>
          {c.checkout_id && (
            <>
              {' · '}
              <Ltr>{c.checkout_id}</Ltr>
            </>
          )}
        </Text>
        {c.error && (
          <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
            {c.error}
          </Text>
        )}
        <CheckoutReceipts checkout={c} />
      </Stack>
    </Card>
  );
}
