import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCopy, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { describeReceipt, type PaymentRecord } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { LegalHeaderLines } from '@/components/legal-header';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { notifyError } from '@/lib/api/notify';
import { adminApiPaths } from '@/features/admin/api-paths';
import { useReceipt } from '../api/get-receipt';
import { markKeys } from '../api/query-keys';
import { downloadPdf, printPdf } from '../lib/download-pdf';

/**
 * The receipt of a payment just taken, drawn from the one description of the receipt (describeReceipt in
 * @academy/shared, which the PDF draws too): academy, number, the fields in the admin's language, the charges a
 * clearance settled and the amount, with Print and the PDF of the same receipt.
 */
export function ReceiptModal({ payment, onClose }: { payment: PaymentRecord; onClose: () => void }) {
  const { t } = useTranslation('admin-scan');
  const { lang, locale } = useLanguage();
  const queryClient = useQueryClient();
  const receipt = useReceipt(payment.id, lang);
  const body = useRef<HTMLDivElement>(null);
  const doc = receipt.data ? describeReceipt(receipt.data) : null;
  const number = doc?.number.value ?? payment.receipt_number;
  const prints = receipt.data?.prints;

  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  // Print and the PDF both fetch the server's PDF, which logs it as printed (the next one is a marked duplicate).
  const fetchPdf = async (action: 'print' | 'download') => {
    setBusy(action);
    const url = adminApiPaths.attendance.receiptPdf(payment.id, lang);
    try {
      await (action === 'print' ? printPdf(url) : downloadPdf(url, `receipt-${number}.pdf`));
    } catch (error) {
      notifyError(error, t('receipt.download_failed'));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: markKeys.receipts(payment.id) });
    }
  };

  return (
    <Modal opened onClose={onClose} centered size="lg" title={t('receipt.title')} closeButtonProps={{ 'aria-label': t('dialogs.close') }}>
      <Stack gap="md" data-testid="receipt">
        <div ref={body}>
          {doc ? (
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Title order={2} size="h3">
                  {doc.academy.name}
                </Title>
                <Text fw={700} data-testid="receipt-number">
                  {doc.title} <Ltr>{number}</Ltr>
                </Text>
              </Group>
              {doc.legal && <LegalHeaderLines legal={doc.legal} />}
              {doc.cancelled && (
                <Alert color="red" variant="light" p="xs" data-testid="receipt-cancelled">
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
                  {doc.settled && (
                    <Table.Tr>
                      <Table.Th w="40%">{doc.settled.title}</Table.Th>
                      <Table.Td>
                        <Stack gap={2} data-testid="receipt-charges">
                          {doc.settled.lines.map((line) => (
                            <Text key={line.id} size="sm">
                              <Isolate>{line.date || '—'}</Isolate> · <Isolate>{line.paid}</Isolate>
                            </Text>
                          ))}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  <Table.Tr>
                    <Table.Th w="40%">{doc.amount.label}</Table.Th>
                    <Table.Td>
                      <strong data-testid="receipt-amount">{doc.amount.value}</strong>
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Stack>
          ) : receipt.isError ? (
            <Text c="red">{t('receipt.load_failed')}</Text>
          ) : (
            <Skeleton h={320} radius="md" />
          )}
        </div>
        {prints && prints.count > 0 && (
          <Alert color="yellow" variant="light" p="xs" icon={<IconCopy size={18} aria-hidden />} data-testid="receipt-printed">
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="receipt.already_printed"
                values={{ date: prints.last_printed_at ? formatDateTime(prints.last_printed_at, locale) : '', copy: prints.count + 1 }}
                components={{ d: <bdi /> }}
              />
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('dialogs.close')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => void fetchPdf('print')}
            loading={busy === 'print'}
            data-testid="receipt-print"
          >
            {t('receipt.print')}
          </Button>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => void fetchPdf('download')}
            loading={busy === 'download'}
            data-autofocus
            data-testid="receipt-pdf"
          >
            {t('receipt.pdf')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
