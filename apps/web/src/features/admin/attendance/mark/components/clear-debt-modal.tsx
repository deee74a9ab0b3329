import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAYMENT_METHOD, formatDA } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { notifyError } from '@/lib/api/notify';
import { useClearDebt } from '../api/payments';
import { amountError, amountValue } from '../lib/amount';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { PaymentFields, type PaymentMethod } from './payment-fields';

/** Spec 9: the debt toast stays 15 seconds. */
const DEBT_TOAST_MS = 15_000;

/**
 * Clear a student's debt, in full or in part (spec 5: 0 to the total, step 0.01); the payment settles the
 * oldest charges first. One idempotency key per opening. On failure the dialog stays open.
 */
export function ClearDebtModal({
  studentId,
  name,
  totalDebt,
  onCleared,
  onClose,
}: {
  studentId: number;
  name: string;
  totalDebt: number;
  onCleared: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-scan');
  const { lang } = useLanguage();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState<number | string>(totalDebt);
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [error, setError] = useState<string | null>(null);
  const clear = useClearDebt();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (clear.isPending) return;
    const problem = amountError(amount, totalDebt);
    if (problem) {
      setError(t(`amount.${problem}`, { max: formatDA(totalDebt, lang) }));
      return;
    }
    clear.mutate(
      { user_id: studentId, amount: amountValue(amount), payment_method: method, idempotency_key: idempotencyKey },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', autoClose: DEBT_TOAST_MS, message: t('toasts.debt_cleared') });
          onCleared();
        },
        onError: (e) => notifyError(e, t('toasts.clear_failed')),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => !clear.isPending && onClose()}
      centered
      title={t('clear_debt.title', { name })}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="clear-debt-dialog">
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconCash size={22} aria-hidden />}>
            <Text fw={700}>{t('clear_debt.total', { amount: formatDA(totalDebt, lang) })}</Text>
            <Text size="sm">{t('clear_debt.hint')}</Text>
          </Alert>
          <PaymentFields
            amount={amount}
            method={method}
            max={totalDebt}
            error={error}
            onAmount={(v) => (setAmount(v), setError(null))}
            onMethod={setMethod}
            amountLabel={t('clear_debt.amount')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={clear.isPending}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" color="green" loading={clear.isPending} data-autofocus data-testid="clear-debt-submit">
              {t('clear_debt.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
