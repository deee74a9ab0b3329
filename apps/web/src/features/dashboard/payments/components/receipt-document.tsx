import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeReceipt, receiptOfHistoryItem, type PaymentHistoryItem } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { LegalHeaderLines } from '@/components/legal-header';
import type { SiteInfo } from '@/lib/api/get-site';
import { useLanguage } from '@/i18n/use-language';
import classes from './receipt.module.css';

interface Props {
  payment: PaymentHistoryItem;
  academy: SiteInfo['academy'] | undefined;
  /** The academy's legal identity (GET /api/site), printed under its name when set. */
  legal?: SiteInfo['legal'];
  payer: string | null;
}

/**
 * The printable receipt of one payment, drawn from the one description of the receipt (describeReceipt in
 * @academy/shared, which the server's PDF and the admin's dialog draw too): who issued it, its number and date,
 * the fields the family's history knows, the amount in DA.
 */
export function ReceiptDocument({ payment, academy, legal, payer }: Props) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const doc = describeReceipt(
    receiptOfHistoryItem(
      payment,
      {
        name: (academy && ((lang === 'ar' ? academy.name_ar : academy.name) || academy.name)) || tc('brand.fallback_name'),
        address: (academy && ((lang === 'ar' ? academy.address_ar : academy.address) || academy.address)) || '',
        phones: academy?.phones ?? [],
        email: academy?.email ?? '',
      },
      payer,
      lang,
      legal,
    ),
  );
  const { name, address, phones, email } = doc.academy;
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
            {phones.length > 0 && (
              <Text size="sm">
                {t('receipt.phones')}:{' '}
                {phones.map((phone, index) => (
                  <span key={phone}>
                    {index > 0 && ' · '}
                    <Ltr>{phone}</Ltr>
                  </span>
                ))}
              </Text>
            )}
            {email && (
              <Text size="sm">
                <Ltr>{email}</Ltr>
              </Text>
            )}
            {doc.legal && <LegalHeaderLines legal={doc.legal} />}
          </Stack>
          <Stack gap={4} style={{ flex: '0 1 auto' }}>
            <Title order={2} size="h3" id="receipt-title">
              {doc.title}
            </Title>
            <Text size="sm">
              {doc.number.label}: <Ltr>{doc.number.value}</Ltr>
            </Text>
          </Stack>
        </Group>
        {doc.cancelled && (
          <Alert color="red" variant="light" data-testid="receipt-cancelled">
            <Text fw={700} size="sm">
              {doc.cancelled.label} <Ltr>{doc.cancelled.number}</Ltr>
            </Text>
          </Alert>
        )}
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {doc.fields.map((field) => (
              <Table.Tr key={field.key}>
                <Table.Th w="40%">{field.label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {field.ltr ? <Ltr>{field.value}</Ltr> : <Isolate>{field.value}</Isolate>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" align="baseline" className={classes.amount}>
          <Text fw={700} fz="lg">
            {doc.amount.label}
          </Text>
          <Text fw={800} fz="xl" data-testid="receipt-amount">
            <Isolate>{doc.amount.value}</Isolate>
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {doc.thanks}
        </Text>
      </Stack>
    </Paper>
  );
}
