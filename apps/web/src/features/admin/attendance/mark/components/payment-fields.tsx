import { NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DESK_PAYMENT_METHODS } from '@academy/shared';

export type PaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** Amount (DA, min 0, step 0.01, left to right) and method (cash by default) of a payment dialog. */
export function PaymentFields({
  amount,
  method,
  error,
  max,
  onAmount,
  onMethod,
  amountLabel,
}: {
  amount: number | string;
  method: PaymentMethod;
  error: string | null;
  max?: number;
  onAmount: (value: number | string) => void;
  onMethod: (value: PaymentMethod) => void;
  amountLabel?: string;
}) {
  const { t } = useTranslation('admin-scan');
  return (
    <>
      <NumberInput
        label={amountLabel ?? t('payment.amount')}
        required
        min={0}
        max={max}
        step={0.01}
        decimalScale={2}
        allowNegative={false}
        clampBehavior="none"
        hideControls
        dir="ltr"
        value={amount}
        onChange={onAmount}
        error={error}
        data-testid="payment-amount"
      />
      <Select
        label={t('payment.method')}
        required
        allowDeselect={false}
        data={DESK_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
        value={method}
        onChange={(v) => v && onMethod(v as PaymentMethod)}
        comboboxProps={{ withinPortal: true }}
        data-testid="payment-method"
      />
    </>
  );
}
