import { Stack, Table, Text } from '@mantine/core';
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

/** Wide screens: one row per checkout; scrolled sideways when narrow. */
export function OnlinePaymentsTable({ checkouts }: { checkouts: AdminOnlineCheckout[] }) {
  const { t } = useTranslation('admin-online-payments');
  const { locale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={1200} type="native">
      <Table verticalSpacing="sm" striped="even" highlightOnHover aria-label={t('table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('columns.date')}</Table.Th>
            <Table.Th w={170}>{t('columns.family')}</Table.Th>
            <Table.Th w={140}>{t('columns.child')}</Table.Th>
            <Table.Th w={150}>{t('columns.purpose')}</Table.Th>
            <Table.Th w={120}>{t('columns.amount')}</Table.Th>
            <Table.Th w={140}>{t('columns.fees')}</Table.Th>
            <Table.Th w={130}>{t('columns.status')}</Table.Th>
            <Table.Th w={130}>{t('columns.finding')}</Table.Th>
            <Table.Th w={110}>{t('columns.confirmed_by')}</Table.Th>
            <Table.Th>{t('columns.receipts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checkouts.map((c) => (
            <Table.Tr key={c.id} data-testid="admin-checkout" data-checkout={c.id} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">
                    <bdi>{formatDateTime(c.paid_at ?? c.created_at, locale)}</bdi>
                  </Text>
                  {c.checkout_id && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      <Ltr>{c.checkout_id}</Ltr>
                    </Text>
                  )}
                  {c.error && (
                    <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                      {c.error}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <CheckoutFamily checkout={c} />
              </Table.Td>
              <Table.Td>
                <CheckoutChild checkout={c} />
              </Table.Td>
              <Table.Td>
                <CheckoutPurpose checkout={c} />
              </Table.Td>
              <Table.Td>
                <CheckoutAmount checkout={c} />
              </Table.Td>
              <Table.Td>
                <CheckoutFees checkout={c} />
              </Table.Td>
              <Table.Td>
                <CheckoutStatusBadges checkout={c} />
              </Table.Td>
              <Table.Td>
                <CheckoutFinding checkout={c} />
              </Table.Td>
              <Table.Td>
                <CheckoutConfirmedBy checkout={c} />
              </Table.Td>
              <Table.Td>
                <CheckoutReceipts checkout={c} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
