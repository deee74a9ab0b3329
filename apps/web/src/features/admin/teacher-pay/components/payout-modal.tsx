import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCash } from '@tabler/icons-react';
import { DEFAULT_PAYMENT_METHOD, DESK_PAYMENT_METHODS, formatDA, payoutBody, type DeskPaymentMethod } from '@academy/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/lib/api/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { payErrorText, payFieldError } from '@/lib/pay-error';
import { useRecordPayout } from '../api/record-payout';

/** A decimal string ("1500.00") as the field shows it: no trailing ".00". */
const fieldAmount = (value: string) => value.replace(/\.00$/, '');

/**
 * Money paid to a teacher. The amount starts at the balance owed today (`balance`); the method at cash. The
 * idempotency key is made once per opening, so a double click or a retry writes one payout; a payout above the
 * balance is refused (409 payout_exceeds_balance) and the dialog says so and stays open.
 */
export function PayoutModal({
  teacherId,
  teacherName,
  balance,
  onClose,
}: {
  teacherId: number;
  teacherName: string;
  balance: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('pay');
  const { lang } = useLanguage();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState(() => (Number(balance) > 0 ? fieldAmount(balance) : ''));
  const [method, setMethod] = useState<DeskPaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'note', string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const record = useRecordPayout();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    setRefusal(null);
    const parsed = payoutBody.safeParse({ amount, method, note, idempotency_key: idempotencyKey });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'amount' || field === 'note') && !next[field]) next[field] = payFieldError(issue.message);
      }
      setErrors(next);
      return;
    }
    record.mutate(
      { teacherId, body: { amount, method, note, idempotency_key: idempotencyKey } },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: t('payout.recorded', { amount: formatDA(answer.payout.amount, lang), balance: formatDA(answer.balance, lang) }),
          });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.details?.amount?.[0]) setErrors({ amount: payFieldError(error.details.amount[0]) });
          setRefusal(payErrorText(error, t('payout.failed')));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => !record.isPending && onClose()}
      centered
      title={t('payout.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="payout-dialog">
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<IconCash size={22} aria-hidden />}>
            <Text fw={700}>
              <bdi>{teacherName}</bdi>
            </Text>
            <Text size="sm">{t('payout.balance', { amount: formatDA(balance, lang) })}</Text>
          </Alert>
          {refusal && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />} data-testid="payout-error">
              {refusal}
            </Alert>
          )}
          <TextInput
            label={t('payout.amount')}
            value={amount}
            onChange={(e) => (setAmount(e.currentTarget.value), setErrors({ ...errors, amount: undefined }))}
            error={errors.amount}
            inputMode="decimal"
            dir="ltr"
            required
            size="md"
            data-autofocus
            data-testid="payout-amount"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="payout-method-label">
              {t('payout.method')}
            </Text>
            <SegmentedControl
              aria-labelledby="payout-method-label"
              value={method}
              onChange={(v) => setMethod(v as DeskPaymentMethod)}
              data={DESK_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
              fullWidth
            />
          </Stack>
          <Textarea
            label={t('payout.note')}
            value={note}
            onChange={(e) => (setNote(e.currentTarget.value), setErrors({ ...errors, note: undefined }))}
            error={errors.note}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={record.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="green" loading={record.isPending} data-testid="payout-submit">
              {t('payout.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
