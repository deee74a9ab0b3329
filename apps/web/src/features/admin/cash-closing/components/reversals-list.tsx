import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { CashReversalLine } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { cashAmount, timeLabel } from '../lib/cash-format';

/** The day's reversals: the credit note, the receipt it cancels, who reversed and why. */
export function ReversalsList({ reversals }: { reversals: CashReversalLine[] }) {
  const { t } = useTranslation('admin-cash');
  const { lang, locale } = useLanguage();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('reversals.title')}
        </Title>
        {reversals.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('reversals.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table verticalSpacing="xs" data-testid="cash-reversals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reversals.time')}</Table.Th>
                  <Table.Th>{t('reversals.credit_note')}</Table.Th>
                  <Table.Th>{t('reversals.cancels')}</Table.Th>
                  <Table.Th>{t('reversals.by')}</Table.Th>
                  <Table.Th>{t('reversals.reason')}</Table.Th>
                  <Table.Th ta="end">{t('reversals.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reversals.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Ltr>{timeLabel(r.reversed_at, locale)}</Ltr>
                    </Table.Td>
                    <Table.Td>
                      <Ltr>{r.credit_note ?? ''}</Ltr>
                    </Table.Td>
                    <Table.Td>
                      <Ltr>{r.cancels_receipt ?? ''}</Ltr>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{r.by.full_name ?? t('staff.former_account')}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{r.reason}</bdi>
                    </Table.Td>
                    <Table.Td ta="end">
                      <bdi>{cashAmount(r.amount, lang)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
