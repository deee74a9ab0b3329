import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDA, type StudentMoneySummary } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={labelId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={labelId}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color} mt={4}>
        <Isolate>{value}</Isolate>
      </Text>
    </Paper>
  );
}

/** A child's money at a glance: what is still owed, paid, charged, and how many payments. */
export function PaymentTotals({ money }: { money: StudentMoneySummary }) {
  const { t } = useTranslation('account');
  const { lang, locale } = useLanguage();
  const { summary } = money;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label={t('payments.totals.label')} role="group">
      <Stat
        label={t('payments.totals.outstanding')}
        value={formatDA(money.total_debt, lang)}
        color={money.total_debt > 0 ? 'red' : 'green'}
      />
      <Stat label={t('payments.totals.paid')} value={formatDA(summary.total_paid, lang)} />
      <Stat label={t('payments.totals.charged')} value={formatDA(summary.total_charged, lang)} />
      <Stat label={t('payments.totals.count')} value={formatNumber(summary.payment_count, locale)} />
    </SimpleGrid>
  );
}
