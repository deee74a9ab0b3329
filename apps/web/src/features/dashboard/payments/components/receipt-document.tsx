import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDA, type PaymentHistoryItem } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import type { SiteInfo } from '@/lib/api/get-site';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { localCourseName } from '@/lib/course-name';
import { receiptNumber } from '../lib/receipt-number';
import classes from './receipt.module.css';

interface Props {
  payment: PaymentHistoryItem;
  academy: SiteInfo['academy'] | undefined;
  payer: string | null;
}

/** The printable receipt of one payment: who issued it, its number and date, what it paid, the amount in DA. */
export function ReceiptDocument({ payment, academy, payer }: Props) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { lang, locale } = useLanguage();
  const name = academy ? (lang === 'ar' ? academy.name_ar : academy.name) || academy.name : tc('brand.fallback_name');
  const address = academy ? (lang === 'ar' ? academy.address_ar : academy.address) || academy.address : null;
  const dash = '—';
  const rows: [string, ReactNode][] = [
    [t('receipt.student'), payment.student_name],
    ...(payer ? ([[t('receipt.received_from'), payer]] as [string, ReactNode][]) : []),
    [t('receipt.course'), localCourseName(payment, lang) || dash],
    [t('receipt.section'), payment.section_name ?? dash],
    [t('receipt.paid_for'), t(`payments.reason.${payment.reason ?? 'other'}`)],
    [t('receipt.method'), t(`payments.method.${payment.payment_method}`)],
  ];
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      radius="md"
      component="article"
      aria-labelledby="receipt-title"
      className={classes.receipt}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Text fw={800} fz="xl">
              {name}
            </Text>
            {address && <Text size="sm">{address}</Text>}
            {academy && academy.phones.length > 0 && (
              <Text size="sm">
                {t('receipt.phones')}:{' '}
                {academy.phones.map((phone, index) => (
                  <span key={phone}>
                    {index > 0 && ' · '}
                    <Ltr>{phone}</Ltr>
                  </span>
                ))}
              </Text>
            )}
            {academy?.email && (
              <Text size="sm">
                <Ltr>{academy.email}</Ltr>
              </Text>
            )}
          </Stack>
          <Stack gap={4} style={{ flex: '0 1 auto' }}>
            <Title order={2} size="h3" id="receipt-title">
              {t('receipt.title')}
            </Title>
            <Text size="sm">
              {t('receipt.number')}: <Ltr>{receiptNumber(payment.id)}</Ltr>
            </Text>
            <Text size="sm">
              {t('receipt.date')}: <Isolate>{formatDateTime(payment.payment_date, locale, 'long')}</Isolate>
            </Text>
          </Stack>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" align="baseline" className={classes.amount}>
          <Text fw={700} fz="lg">
            {t('receipt.amount')}
          </Text>
          <Text fw={800} fz="xl" data-testid="receipt-amount">
            <Isolate>{formatDA(payment.amount, lang)}</Isolate>
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('receipt.thanks')}
        </Text>
      </Stack>
    </Paper>
  );
}
