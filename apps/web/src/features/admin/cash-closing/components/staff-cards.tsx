import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { cashAmount } from '../lib/cash-format';
import { RangeText } from './document-numbers';
import type { CashRow } from './staff-table';

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="end">
        {children}
      </Text>
    </Group>
  );
}

/** One staff member (or the online payments, or the academy) on a phone. */
function StaffCard({ row }: { row: CashRow }) {
  const { t } = useTranslation('admin-cash', { useSuspense: false });
  const { lang, locale } = useLanguage();
  const da = (v: number) => <bdi>{cashAmount(v, lang)}</bdi>;
  const s = row.totals;
  const m = s.by_method;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={row.kind === 'academy' ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid={`cash-card-${row.key}`}
    >
      <Text fw={700} mb={6}>
        <bdi>{row.name}</bdi>
      </Text>
      <Stack gap={4}>
        <Line label={t('staff.payments')}>{formatNumber(s.payments.count, locale)}</Line>
        {m.cash.count > 0 && <Line label={t('staff.cash')}>{da(m.cash.amount)}</Line>}
        {m.card.count > 0 && <Line label={t('staff.card')}>{da(m.card.amount)}</Line>}
        {m.bank_transfer.count > 0 && <Line label={t('staff.bank_transfer')}>{da(m.bank_transfer.amount)}</Line>}
        {m.online.count > 0 && <Line label={t('staff.online')}>{da(m.online.amount)}</Line>}
        {s.reversals.count > 0 && <Line label={t('staff.reversed')}>{da(s.reversals.amount)}</Line>}
        {s.payouts.count > 0 && <Line label={t('staff.paid_out')}>{da(s.payouts.amount)}</Line>}
        <Line label={t('staff.net')}>{da(s.net)}</Line>
        {row.kind !== 'online' && (
          <Line label={t('staff.cash_expected')} strong>
            {da(s.cash_expected)}
          </Line>
        )}
        <Line label={t('staff.receipts')}>
          <RangeText range={s.receipts} />
        </Line>
      </Stack>
    </Paper>
  );
}

/** Phones: a card per staff member, the online payments, then the academy. */
export function StaffCards({ rows }: { rows: CashRow[] }) {
  return (
    <Stack gap="sm" data-testid="cash-staff-cards">
      {rows.map((row) => (
        <StaffCard key={row.key} row={row} />
      ))}
    </Stack>
  );
}
