import { Anchor, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDA, localCourseName, type AdminOnlineCheckout, type OnlineCheckoutPayment } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { notifyError } from '@/lib/api/notify';
import { downloadWithToken } from '@/lib/download-file';
import { CHECKOUT_STATUS_COLORS, FINDING_COLORS } from '@/lib/online-payments';
import { paths } from '@/lib/paths';
import { adminApiPaths } from '@/features/admin/api-paths';

// The facts of one checkout, shared by the table's row (wide screens) and the card (phones).

type Row = { checkout: AdminOnlineCheckout };

/** The parent's name and phone. */
export function CheckoutFamily({ checkout: c }: Row) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {c.parent_name ?? '—'}
      </Text>
      {c.parent_phone && (
        <Text size="xs" c="dimmed">
          <Ltr>{c.parent_phone}</Ltr>
        </Text>
      )}
    </Stack>
  );
}

/** The child paid for (a link to the student), or "All children" for a whole family's balance. */
export function CheckoutChild({ checkout: c }: Row) {
  const { t } = useTranslation('admin-online-payments');
  const { locale } = useLanguage();
  if (c.student_id === null) {
    const names = [...new Set(c.payments.map((p) => p.student_name))];
    return (
      <Stack gap={0}>
        <Text size="sm">{t('whole_family')}</Text>
        {names.length > 0 && (
          <Text size="xs" c="dimmed">
            {new Intl.ListFormat(locale, { type: 'unit' }).format(names)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Anchor component={Link} to={paths.admin.student(c.student_id)} size="sm">
      {c.student_name ?? `#${c.student_id}`}
    </Anchor>
  );
}

/** What it pays: balance, a monthly course (with its course), a kindergarten renewal, the whole family. */
export function CheckoutPurpose({ checkout: c }: Row) {
  const { t } = useTranslation('admin-online-payments');
  const { lang } = useLanguage();
  const course = c.course_name || c.course_name_ar ? localCourseName(c, lang) : null;
  return (
    <Stack gap={0}>
      <Text size="sm">{t(`purpose.${c.purpose}`)}</Text>
      {course && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {course}
          {c.section_name ? ` · ${c.section_name}` : ''}
        </Text>
      )}
    </Stack>
  );
}

/** The amount, and the part kept as the family's credit when some was no longer owed. */
export function CheckoutAmount({ checkout: c }: Row) {
  const { t } = useTranslation('admin-online-payments');
  const { lang } = useLanguage();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={700}>
        <Isolate>{formatDA(c.amount, lang)}</Isolate>
      </Text>
      {c.over_collected > 0 && (
        <Text size="xs" c="orange.8">
          {t('over_collected', { amount: formatDA(c.over_collected, lang) })}
        </Text>
      )}
    </Stack>
  );
}

/** Chargily's fee and who bore it (the parts of each when split). */
export function CheckoutFees({ checkout: c }: Row) {
  const { t } = useTranslation('admin-online-payments');
  const { lang } = useLanguage();
  // Chargily takes its fee on a paid checkout only.
  if (c.fees === null || c.status !== 'paid') return <Text size="sm">{t('fees.none')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">
        <Isolate>{formatDA(c.fees, lang)}</Isolate>
      </Text>
      <Text size="xs" c="dimmed">
        {c.fees_allocation === 'split' && c.fees_on_customer !== null && c.fees_on_merchant !== null
          ? t('fees.split_amounts', { customer: formatDA(c.fees_on_customer, lang), merchant: formatDA(c.fees_on_merchant, lang) })
          : t(`fees.${c.fees_allocation}`)}
      </Text>
    </Stack>
  );
}

/** The checkout's status; a paid one not credited (an amount mismatch) says so. */
export function CheckoutStatusBadges({ checkout: c }: Row) {
  const { t } = useTranslation('admin-online-payments');
  return (
    <Group gap={4}>
      <Badge variant="light" color={CHECKOUT_STATUS_COLORS[c.status]} data-testid="admin-checkout-status" data-status={c.status}>
        {t(`status.${c.status}`)}
      </Badge>
      {c.status === 'paid' && !c.credited && (
        <Badge variant="outline" color="red">
          {t('not_credited')}
        </Badge>
      )}
      {c.livemode === false && (
        <Badge variant="outline" color="gray" size="xs">
          {t('test')}
        </Badge>
      )}
    </Group>
  );
}

/** What a confirmation or the reconciliation found, explained on hover or focus. */
export function CheckoutFinding({ checkout: c }: Row) {
  const { t } = useTranslation('admin-online-payments');
  if (!c.finding) return null;
  return (
    <Tooltip label={t(`finding_help.${c.finding}`)} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge variant="light" color={FINDING_COLORS[c.finding]} tabIndex={0} style={{ cursor: 'help' }} data-testid="admin-checkout-finding">
        {t(`finding.${c.finding}`)}
      </Badge>
    </Tooltip>
  );
}

export function CheckoutConfirmedBy({ checkout: c }: Row) {
  const { t } = useTranslation('admin-online-payments');
  return (
    <Text size="sm" c={c.confirmed_by ? undefined : 'dimmed'}>
      {t(`confirmed_by.${c.confirmed_by ?? 'none'}`)}
    </Text>
  );
}

function ReceiptButton({ payment, withName }: { payment: OnlineCheckoutPayment; withName: boolean }) {
  const { t } = useTranslation('admin-online-payments');
  const { lang } = useLanguage();
  const [busy, setBusy] = useState(false);
  const number = payment.receipt_number;
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(adminApiPaths.attendance.receiptPdf(payment.id, lang), `receipt-${number}.pdf`);
    } catch (error) {
      notifyError(error, t('receipt_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      data-testid="admin-checkout-receipt"
    >
      {withName ? t('receipt_for', { number, name: payment.student_name }) : t('receipt', { number })}
    </Button>
  );
}

/** The receipt (PDF) of each ledger payment the checkout wrote: one per child it paid. */
export function CheckoutReceipts({ checkout: c }: Row) {
  if (c.payments.length === 0) return null;
  return (
    <Stack gap={2} align="flex-start">
      {c.payments.map((p) => (
        <ReceiptButton key={p.id} payment={p} withName={c.payments.length > 1} />
      ))}
    </Stack>
  );
}
