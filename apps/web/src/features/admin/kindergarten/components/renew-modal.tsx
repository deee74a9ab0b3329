import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarDue } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { academyClock, DESK_PAYMENT_METHODS, formatDA, renewedPaymentDate, type KindergartenEnrollment } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { formatDate } from '@/lib/format';
import { useRenewSubscription } from '../api/renew-subscription';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { renewBody, renewFormErrors, renewFormValues, type RenewFormValues } from '../lib/subscription-forms';

/**
 * Renew a subscription for one month: what is paid (the month's amount to start with), how, and notes.
 * The month's charge and payment go to the ledger; the key made once per opening makes a double click
 * or a retry pay once. On failure the dialog stays open.
 */
export function RenewModal({ enrollment, onClose }: { enrollment: KindergartenEnrollment; onClose: () => void }) {
  const { t } = useTranslation('admin-kindergarten');
  const { lang, locale } = useLanguage();
  const renew = useRenewSubscription();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [today] = useState(() => academyClock(new Date()).date);
  const next = renewedPaymentDate(enrollment.next_payment_date, today);
  const form = useForm<RenewFormValues>({
    initialValues: renewFormValues(enrollment),
    validate: (values) => renewFormErrors(values, enrollment.monthly_amount),
  });

  const submit = form.onSubmit((values) => {
    if (renew.isPending) return;
    renew.mutate(
      { enrollmentId: enrollment.id, body: renewBody(values, idempotencyKey) },
      {
        onSuccess: () => {
          notifySuccess(t('toasts.renewed'));
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error, t('toasts.renew_failed'));
        },
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('renew.title', { name: enrollment.student_name })}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="renew-form">
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<IconCalendarDue size={20} aria-hidden />}>
            <Stack gap={4}>
              <Text size="sm">
                {enrollment.next_payment_date ? (
                  <Trans
                    t={t}
                    i18nKey="renew.current"
                    values={{ date: formatDate(enrollment.next_payment_date, locale) }}
                    components={{ b: <bdi /> }}
                  />
                ) : (
                  t('renew.current_none')
                )}
              </Text>
              <Text size="sm" fw={600} data-testid="renew-next-date" data-date={next}>
                <Trans t={t} i18nKey="renew.next" values={{ date: formatDate(next, locale) }} components={{ b: <bdi /> }} />
              </Text>
            </Stack>
          </Alert>
          <NumberInput
            label={t('renew.amount')}
            description={t('renew.amount_hint', { amount: formatDA(enrollment.monthly_amount, lang) })}
            required
            min={0}
            max={enrollment.monthly_amount}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            hideControls
            dir="ltr"
            data-autofocus
            {...fieldProps(form, 'amount')}
          />
          <Select
            label={t('renew.method')}
            required
            allowDeselect={false}
            data={DESK_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment_method.${m}`) }))}
            {...fieldProps(form, 'payment_method')}
          />
          <Textarea label={t('renew.notes')} autosize minRows={2} maxRows={5} maxLength={1000} {...fieldProps(form, 'payment_notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={renew.isPending}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" color="green" loading={renew.isPending}>
              {t('renew.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
