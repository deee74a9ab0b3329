import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUSES, subscriptionUpdateBody, type KindergartenEnrollment } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useUpdateSubscription } from '../api/update-subscription';
import { updateBody, updateFormValues, type UpdateFormValues } from '../lib/subscription-forms';

/** Edit a subscription: status, monthly amount, next payment date and notes. No money moves; on failure the dialog stays open. */
export function UpdateSubscriptionModal({ enrollment, onClose }: { enrollment: KindergartenEnrollment; onClose: () => void }) {
  const { t } = useTranslation('admin-kindergarten');
  const update = useUpdateSubscription();
  const form = useForm<UpdateFormValues>({
    initialValues: updateFormValues(enrollment),
    validate: zod4Resolver(subscriptionUpdateBody, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { enrollmentId: enrollment.id, body: updateBody(values) },
      {
        onSuccess: () => {
          notifySuccess(t('toasts.updated'));
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error, t('toasts.update_failed'));
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('update.title', { name: enrollment.student_name })}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="update-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label={t('update.status')}
              required
              allowDeselect={false}
              data={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`subscription_status.${s}`) }))}
              data-autofocus
              {...fieldProps(form, 'subscription_status')}
            />
            <NumberInput
              label={t('update.amount')}
              min={0}
              step={0.01}
              decimalScale={2}
              allowNegative={false}
              hideControls
              dir="ltr"
              {...fieldProps(form, 'subscription_amount')}
            />
          </SimpleGrid>
          <TextInput
            type="date"
            label={t('update.next_date')}
            description={t('update.next_date_hint')}
            dir="ltr"
            {...fieldProps(form, 'next_subscription_date')}
          />
          <Textarea label={t('update.notes')} autosize minRows={2} maxRows={5} maxLength={1000} {...fieldProps(form, 'payment_notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('update.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
