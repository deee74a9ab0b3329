import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDA, type OnlineCheckout } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { paths } from '@/lib/paths';
import { purposeText } from '../lib/purpose-text';
import { CheckoutStatusBadge } from './checkout-status-badge';

/** The family's recent online payments: what, how much, when, their state, and a way to their result (or back to Chargily). */
export function OnlineCheckouts({ checkouts }: { checkouts: OnlineCheckout[] }) {
  const { t } = useTranslation('account');
  const { lang, locale } = useLanguage();
  return (
    <section aria-labelledby="online-checkouts-title">
      <Title order={3} size="h4" mb="sm" id="online-checkouts-title">
        {t('payments.online.list.title')}
      </Title>
      <Stack gap="xs" component="ul" aria-label={t('payments.online.list.label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {checkouts.map((c) => (
          <Card key={c.id} component="li" withBorder radius="md" padding="sm" data-testid="online-checkout" data-checkout={c.id}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {purposeText(t, lang, c)}
                </Text>
                <Text size="xs" c="dimmed">
                  <Isolate>{formatDateTime(c.created_at, locale, 'long')}</Isolate>
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={700} size="sm">
                  <Isolate>{formatDA(c.amount, lang)}</Isolate>
                </Text>
                <CheckoutStatusBadge status={c.status} size="sm" />
              </Stack>
            </Group>
            <Group gap="md" mt={6}>
              <Anchor component={Link} to={paths.dashboard.onlinePayment(c.id)} size="sm">
                {t('payments.online.list.details')}
              </Anchor>
              {c.status === 'pending' && c.checkout_url && (
                <Button component="a" href={c.checkout_url} size="compact-sm" variant="light">
                  {t('payments.online.list.resume')}
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
