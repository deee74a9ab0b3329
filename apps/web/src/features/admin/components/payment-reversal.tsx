import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDA, receiptNumber, reversePaymentBody } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { translateFieldError } from '@/i18n/translate';
import { isApiError } from '@/lib/api/api-error';
import { notifyError } from '@/lib/api/notify';
import { formatDateTime } from '@/lib/format-date-time';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useReversePayment } from '../api/reverse-payment';

/** What the reversal screens need of a payment. */
export interface ReversiblePayment {
  id: number;
  amount: number;
  paid_at: string;
  reversed: boolean;
  reversed_at: string | null;
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
        <ReversedBadge reversedAt={payment.reversed_at} />
      ) : (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          aria-label={t('reverse_payment.action_label', { number: receiptNumber(payment.id) })}
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
          onClose();
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
      title={t('reverse_payment.title')}
      closeButtonProps={{ 'aria-label': t('reverse_payment.cancel') }}
    >
      <form onSubmit={submit} noValidate data-testid="reverse-payment-dialog">
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconArrowBackUp size={22} aria-hidden />}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700}>
                <Isolate>{formatDA(payment.amount, lang)}</Isolate>
              </Text>
              <Text size="sm" c="dimmed">
                <Isolate>{formatDateTime(payment.paid_at, locale)}</Isolate> · <Ltr>{receiptNumber(payment.id)}</Ltr>
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
    </Modal>
  );
}
