import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDA, receiptNumber, type PaymentRecord } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { useSite } from '@/lib/api/get-site';
import { notifyError } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { adminApiPaths } from '@/features/admin/api-paths';
import { formatDateTime } from '@/lib/format-date-time';
import { localizedName } from '@/lib/course-name';
import { useReceipt } from '../api/get-receipt';
import { downloadPdf, printElement } from '../lib/download-pdf';

/**
 * The receipt of a payment just taken: academy, student, course, amount in DA, method, date, number and
 * who received it, in the admin's language, with Print and the PDF of the same receipt.
 */
export function ReceiptModal({
  payment,
  studentName,
  courseName,
  courseNameAr,
  onClose,
}: {
  payment: PaymentRecord;
  studentName: string | null;
  courseName: string | null;
  courseNameAr: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-scan');
  const { lang, locale } = useLanguage();
  const site = useSite();
  const { user } = useAuth();
  const receipt = useReceipt(payment.id, lang);
  const body = useRef<HTMLDivElement>(null);
  const [downloading, setDownloading] = useState(false);
  const r = receipt.data;

  const academy = site.data?.academy;
  const academyName = r?.academy.name || (academy ? (lang === 'ar' ? academy.name_ar : academy.name) || academy.name : '');
  const number = r?.receipt_number ?? payment.receipt_number ?? receiptNumber(payment.id);
  const course = r?.course_name ?? (courseName ? localizedName({ name: courseName, name_ar: courseNameAr }, lang) : null);
  const rows: [string, ReactNode][] = [
    [t('receipt.student'), r?.student.name ?? studentName ?? '—'],
    [t('receipt.course'), [course, r?.section_name].filter(Boolean).join(' · ') || '—'],
    [
      t('receipt.amount'),
      <strong key="amount" data-testid="receipt-amount">
        {formatDA(r?.amount ?? payment.amount, lang)}
      </strong>,
    ],
    // A clearance settles several charges at once: each with its day and the part paid on it.
    ...((r?.charges?.length ?? 0) > 1
      ? [
          [
            t('receipt.settled'),
            <Stack key="settled" gap={2} data-testid="receipt-charges">
              {r!.charges!.map((c) => (
                <Text key={c.charge_id} size="sm">
                  <Isolate>{c.date_text ?? '—'}</Isolate> · <Isolate>{c.paid_text}</Isolate>
                </Text>
              ))}
            </Stack>,
          ] as [string, ReactNode],
        ]
      : []),
    [t('receipt.method'), t(`method.${(r?.method ?? payment.method) as 'cash'}`)],
    [t('receipt.date'), <Isolate key="date">{formatDateTime(r?.paid_at ?? payment.paid_at, locale)}</Isolate>],
    [t('receipt.number'), <Ltr key="number">{number}</Ltr>],
    [t('receipt.received_by'), r?.received_by ?? user?.full_name ?? '—'],
  ];

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPdf(adminApiPaths.attendance.receiptPdf(payment.id, lang), `receipt-${number}.pdf`);
    } catch (error) {
      notifyError(error, t('receipt.download_failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal opened onClose={onClose} centered size="lg" title={t('receipt.title')} closeButtonProps={{ 'aria-label': t('dialogs.close') }}>
      <Stack gap="md" data-testid="receipt">
        <div ref={body}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Title order={2} size="h3">
                {academyName}
              </Title>
              <Text fw={700} data-testid="receipt-number">
                {t('receipt.heading')} <Ltr>{number}</Ltr>
              </Text>
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
          </Stack>
        </div>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('dialogs.close')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => body.current && printElement(body.current, `${t('receipt.heading')} ${number}`)}
          >
            {t('receipt.print')}
          </Button>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={download}
            loading={downloading}
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
