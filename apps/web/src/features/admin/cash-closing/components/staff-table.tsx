import { Table, Text } from '@mantine/core';
import type { CashDayFigures, CashTotals } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { cashAmount } from '../lib/cash-format';
import { RangeText } from './document-numbers';

export interface CashRow {
  key: string;
  name: string;
  totals: CashTotals;
  kind: 'staff' | 'online' | 'academy';
}

/** The rows of the staff table and cards: each staff member, the online payments (when some came), the academy. */
export function cashRows(f: CashDayFigures, t: (key: 'staff.former_account' | 'staff.online_row' | 'staff.total') => string): CashRow[] {
  return [
    ...f.staff.map((s) => ({
      key: `staff-${s.staff.id ?? 'former'}`,
      name: s.staff.full_name ?? t('staff.former_account'),
      totals: s,
      kind: 'staff' as const,
    })),
    ...(f.online.payments.count ? [{ key: 'online', name: t('staff.online_row'), totals: f.online, kind: 'online' as const }] : []),
    { key: 'academy', name: t('staff.total'), totals: f.academy, kind: 'academy' as const },
  ];
}

/** Wide screens: one row per staff member (and the online payments), the academy's totals last. */
export function StaffTable({ rows }: { rows: CashRow[] }) {
  const { t } = useTranslation('admin-cash');
  const { lang, locale } = useLanguage();
  const da = (v: number) => <bdi>{cashAmount(v, lang)}</bdi>;
  const head = ['payments', 'cash', 'card', 'bank_transfer', 'online', 'reversed', 'paid_out', 'net', 'cash_expected'] as const;
  return (
    <Table.ScrollContainer minWidth={1100} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="cash-staff-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.member')}</Table.Th>
            {head.map((h) => (
              <Table.Th key={h} ta="end">
                {t(`staff.${h}`)}
              </Table.Th>
            ))}
            <Table.Th>{t('staff.receipts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, name, totals: s, kind }) => (
            <Table.Tr key={key} fw={kind === 'academy' ? 700 : undefined} data-testid={`cash-row-${key}`}>
              <Table.Td>
                <Text fw={kind === 'staff' ? 600 : 700} size="sm">
                  <bdi>{name}</bdi>
                </Text>
              </Table.Td>
              <Table.Td ta="end">{formatNumber(s.payments.count, locale)}</Table.Td>
              <Table.Td ta="end">{da(s.by_method.cash.amount)}</Table.Td>
              <Table.Td ta="end">{da(s.by_method.card.amount)}</Table.Td>
              <Table.Td ta="end">{da(s.by_method.bank_transfer.amount)}</Table.Td>
              <Table.Td ta="end">{da(s.by_method.online.amount)}</Table.Td>
              <Table.Td ta="end">{da(s.reversals.amount)}</Table.Td>
              <Table.Td ta="end">{da(s.payouts.amount)}</Table.Td>
              <Table.Td ta="end">{da(s.net)}</Table.Td>
              <Table.Td ta="end" fw={700}>
                {da(s.cash_expected)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <RangeText range={s.receipts} />
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
