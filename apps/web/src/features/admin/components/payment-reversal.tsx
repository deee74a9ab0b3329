import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconFileInvoice } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDA, reversePaymentBody, type PaymentReversal } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { translateFieldError } from '@/i18n/translate';
import { isApiError } from '@/lib/api/api-error';
import { notifyError } from '@/lib/api/notify';
import { formatDateTime } from '@/lib/format-date-time';
import { downloadWithToken } from '@/lib/download-file';
import { adminApiPaths } from '@/features/admin/api-paths';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useReversePayment } from '../api/reverse-payment';

/** What the reversal screens need of a payment. */
export interface ReversiblePayment {
  id: number;
  amount: number;
  paid_at: string;
  receipt_number: string;
  reversed: boolean;
  reversed_at: string | null;
  /** The credit note that cancelled its receipt, once reversed. */
  credit_note_number: string | null;
}

/** Downloads a reversed payment's credit note (PDF, in the admin's language); each download is logged as a print. */
function CreditNoteButton({ paymentId, number, variant = 'subtle' }: { paymentId: number; number: string; variant?: 'subtle' | 'light' }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(adminApiPaths.attendance.creditNotePdf(paymentId, lang), `credit-note-${number}.pdf`);
    } catch (error) {
      notifyError(error, t('reverse_payment.credit_note_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={variant === 'subtle' ? 'compact-xs' : 'sm'}
      variant={variant}
      leftSection={<IconFileInvoice size={variant === 'subtle' ? 14 : 18} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={t('reverse_payment.credit_note_label', { number })}
      data-testid="credit-note-pdf"
    >
      {variant === 'subtle' ? t('reverse_payment.credit_note_short') : t('reverse_payment.credit_note_pdf')}
    </Button>
  );
}

/** "Reversed" beside a payment that was taken back (its date in the tooltip-free title for screen readers too). */
export function ReversedBadge({ reversedAt }: { reversedAt: string | null }) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  return (
    <Badge
      color="gray"
      variant="light"
      size="sm"
      data-testid="payment-reversed"
      title={reversedAt ? t('reverse_payment.reversed_on', { date: formatDateTime(reversedAt, locale) }) : undefined}
    >
      {t('reverse_payment.reversed')}
    </Badge>
  );
}

/** The struck amount of a reversed payment (plain otherwise), in DA. */
export function PaymentAmount({ amount, reversed }: { amount: number; reversed: boolean }) {
  const { lang } = useLanguage();
  return (
    <Isolate>
      <span style={reversed ? { textDecoration: 'line-through' } : undefined}>{formatDA(amount, lang)}</span>
    </Isolate>
  );
}

/** The "Reverse" button of a payment not yet reversed, with its confirm dialog (a new one each time it opens). */
export function ReversePaymentAction({ payment }: { payment: ReversiblePayment }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  // The dialog stays mounted while the lists refresh to "reversed" under it (its success toast comes after).
  return (
    <>
      {payment.reversed ? (
        <>
          <ReversedBadge reversedAt={payment.reversed_at} />
          {payment.credit_note_number && <CreditNoteButton paymentId={payment.id} number={payment.credit_note_number} />}
        </>
      ) : (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          aria-label={t('reverse_payment.action_label', { number: payment.receipt_number })}
          data-testid="reverse-payment"
          onClick={() => setOpen(true)}
        >
          {t('reverse_payment.action')}
        </Button>
      )}
      {open && <ReversePaymentDialog payment={payment} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Asks the reason and reverses the payment: ONE adjustment on the server, the student owes the amount
 * again. One idempotency key per opening, so a double click or a retry reverses once. On failure the
 * dialog stays open with the reason kept.
 */
export function ReversePaymentDialog({ payment, onClose }: { payment: ReversiblePayment; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Once reversed, the dialog shows the credit note it issued (and its PDF) until it is closed.
  const [done, setDone] = useState<PaymentReversal | null>(null);
  const reverse = useReversePayment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reverse.isPending) return;
    const parsed = reversePaymentBody.safeParse({ reason, idempotency_key: idempotencyKey });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'reason') ?? parsed.error.issues[0];
      setError(translateFieldError(issue?.message ?? 'required'));
      return;
    }
    reverse.mutate(
      { paymentId: payment.id, body: parsed.data },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: (
              <Trans
                t={t}
                i18nKey="reverse_payment.done"
                values={{ amount: formatDA(answer.total_debt, lang) }}
                components={{ v: <bdi /> }}
              />
            ),
          });
          setDone(answer.reversal);
        },
        onError: (e) => {
          const field = isApiError(e) ? e.details?.reason?.[0] : undefined;
          if (field) setError(translateFieldError(field));
          else notifyError(e, t('reverse_payment.failed'));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => !reverse.isPending && onClose()}
      centered
      title={done ? t('reverse_payment.done_title') : t('reverse_payment.title')}
      closeButtonProps={{ 'aria-label': done ? t('reverse_payment.close') : t('reverse_payment.cancel') }}
    >
      {done ? (
        <Stack gap="md" data-testid="credit-note-issued">
          <Alert color="green" variant="light" icon={<IconFileInvoice size={22} aria-hidden />}>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="reverse_payment.credit_note_issued"
                values={{ number: done.credit_note_number, receipt: done.receipt_number }}
                components={{ n: <bdi dir="ltr" data-testid="credit-note-number" />, r: <bdi dir="ltr" /> }}
              />
            </Text>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('reverse_payment.close')}
            </Button>
            <CreditNoteButton paymentId={payment.id} number={done.credit_note_number} variant="light" />
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="reverse-payment-dialog">
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconArrowBackUp size={22} aria-hidden />}>
              <Group gap="xs" wrap="wrap">
                <Text fw={700}>
                  <Isolate>{formatDA(payment.amount, lang)}</Isolate>
                </Text>
                <Text size="sm" c="dimmed">
                  <Isolate>{formatDateTime(payment.paid_at, locale)}</Isolate> · <Ltr>{payment.receipt_number}</Ltr>
                </Text>
              </Group>
              <Text size="sm" mt={4}>
                {t('reverse_payment.hint')}
              </Text>
            </Alert>
            <Textarea
              label={t('reverse_payment.reason')}
              placeholder={t('reverse_payment.reason_placeholder')}
              value={reason}
              onChange={(e) => (setReason(e.currentTarget.value), setError(undefined))}
              error={error}
              required
              autosize
              minRows={2}
              maxLength={300}
              data-autofocus
              data-testid="reverse-payment-reason"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={reverse.isPending}>
                {t('reverse_payment.cancel')}
              </Button>
              <Button type="submit" color="red" loading={reverse.isPending} data-testid="reverse-payment-submit">
                {t('reverse_payment.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
