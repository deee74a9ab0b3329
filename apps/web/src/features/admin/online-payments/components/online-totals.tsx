import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDA, type AdminOnlinePaymentsResponse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';

/** One line over the filtered checkouts: what was paid in how many payments, Chargily's fees and the academy's share. */
export function OnlineTotals({ totals }: { totals: AdminOnlinePaymentsResponse['totals'] }) {
  const { t } = useTranslation('admin-online-payments');
  const { lang } = useLanguage();
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={t('totals.label')} data-testid="online-totals">
      <Group gap="lg" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('totals.paid', { amount: formatDA(totals.paid, lang), count: totals.count_paid })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('totals.fees', { fees: formatDA(totals.fees, lang), merchant: formatDA(totals.fees_on_merchant, lang) })}
        </Text>
      </Group>
    </Paper>
  );
}
