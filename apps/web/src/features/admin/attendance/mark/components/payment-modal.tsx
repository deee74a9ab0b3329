import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAYMENT_METHOD, formatDA, type AttendanceCandidate, type PaymentRecord } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { notifyError } from '@/lib/api/notify';
import { localizedName } from '@/lib/course-name';
import { paymentOf, useConfirmPayment, useResetMonthly } from '../api/payments';
import { amountError, amountValue } from '../lib/amount';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { PaymentFields, type PaymentMethod } from './payment-fields';

/** Spec 9: the payment toast stays 10 seconds. */
const PAYMENT_TOAST_MS = 10_000;

type Mode =
  | { kind: 'session'; attendanceId: number; requiredAmount: number; candidate: AttendanceCandidate | null }
  | { kind: 'monthly'; studentId: number; candidate: AttendanceCandidate };

/**
 * The payment of a scan. Session course: PAID / NOT PAID with the amount (the session price) and the
 * method (cash) ready, so Enter alone pays in cash. Monthly course: 'Paid (Reset)' pays the month and
 * restarts the cycle. The idempotency key is made once per opening: a double Enter pays once.
 */
export function PaymentModal({
  mode,
  studentName,
  onPaid,
  onDeclined,
}: {
  mode: Mode;
  studentName: string | null;
  onPaid: (payment: PaymentRecord | null) => void;
  onDeclined: () => void;
}) {
  const { t } = useTranslation('admin-scan');
  const { lang } = useLanguage();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const initial = mode.kind === 'session' ? mode.requiredAmount : mode.candidate.price;
  const [amount, setAmount] = useState<number | string>(initial);
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmPayment();
  const reset = useResetMonthly();
  const pending = confirm.isPending || reset.isPending;

  const onSuccess = (payment: PaymentRecord | null) => {
    notifications.show({
      color: 'green',
      autoClose: PAYMENT_TOAST_MS,
      message: payment ? t('toasts.payment_recorded', { amount: formatDA(payment.amount, lang) }) : t('toasts.month_reset'),
    });
    onPaid(payment);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = amountError(amount);
    if (problem) {
      setError(t(`amount.${problem}`));
      return;
    }
    const value = amountValue(amount);
    if (mode.kind === 'session') {
      confirm.mutate(
        { attendance_id: mode.attendanceId, amount: value, payment_method: method, idempotency_key: idempotencyKey },
        { onSuccess: (answer) => onSuccess(paymentOf(answer)), onError: (e) => notifyError(e, t('toasts.payment_failed')) },
      );
    } else {
      reset.mutate(
        {
          student_id: mode.studentId,
          class_id: mode.candidate.section_id,
          amount: value,
          payment_method: method,
          idempotency_key: idempotencyKey,
        },
        { onSuccess: (answer) => onSuccess(paymentOf(answer)), onError: (e) => notifyError(e, t('toasts.reset_failed')) },
      );
    }
  };

  const candidate = mode.candidate;
  return (
    <Modal
      opened
      onClose={() => !pending && onDeclined()}
      centered
      title={mode.kind === 'session' ? t('payment.title') : t('payment.monthly_title')}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="payment-dialog">
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<IconCash size={22} aria-hidden />}>
            <Stack gap={2}>
              {studentName && <Text fw={700}>{studentName}</Text>}
              {candidate && (
                <Text size="sm">{localizedName({ name: candidate.course_name, name_ar: candidate.course_name_ar }, lang)}</Text>
              )}
              <Text size="sm">
                {mode.kind === 'session'
                  ? t('payment.required', { amount: formatDA(mode.requiredAmount, lang) })
                  : t('payment.monthly_required', { amount: formatDA(mode.candidate.price, lang) })}
              </Text>
            </Stack>
          </Alert>
          <PaymentFields
            amount={amount}
            method={method}
            error={error}
            onAmount={(v) => (setAmount(v), setError(null))}
            onMethod={setMethod}
          />
          {mode.kind === 'session' && (
            <Text size="xs" c="dimmed">
              {t('payment.enter_hint')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" color="red" onClick={onDeclined} disabled={pending} data-testid="not-paid">
              {mode.kind === 'session' ? t('payment.not_paid') : t('dialogs.cancel')}
            </Button>
            <Button type="submit" color="green" size="md" loading={pending} data-autofocus data-testid="paid">
              {mode.kind === 'session' ? t('payment.paid') : t('monthly.paid_reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
