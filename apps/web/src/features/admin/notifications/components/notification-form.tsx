import {
  Alert,
  Button,
  Fieldset,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useDebouncedValue } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TARGETS,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  sendNotificationBody,
} from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldError, fieldProps } from '@/lib/forms';
import { translateFieldError } from '@/i18n/translate';
import { usePreviewNotification } from '../api/preview-notification';
import { useSendNotification } from '../api/send-notification';
import { BroadcastPreview } from './broadcast-preview';
import {
  emptyNotification,
  notificationBody,
  notificationFormSchema,
  type NotificationFormValues as Values,
} from '../lib/notification-body';

const BILINGUAL = ['title_en', 'message_en', 'title_ar', 'message_ar'] as const;

/**
 * The send form (spec 2 and 5): one text, or English and Arabic (at least one language complete); the
 * audience (all, parents, students) and the type. The success toast says how many people it reached.
 */
export function NotificationForm() {
  const { t } = useTranslation('admin-people');
  const modeLabel = useId();
  const send = useSendNotification();
  const form = useForm<Values>({
    initialValues: emptyNotification,
    validate: zod4Resolver(notificationFormSchema, { errorPriority: 'first' }),
  });
  const bilingual = form.values.mode === 'bilingual';

  // The preview (issue 26): asked for the form's body once it is complete, 400 ms after the last change.
  const body = notificationBody(form.values);
  const [settled] = useDebouncedValue(sendNotificationBody.safeParse(body).success ? JSON.stringify(body) : null, 400);
  const preview = usePreviewNotification(settled === null ? null : (JSON.parse(settled) as typeof body));
  const previewNow = settled === null ? undefined : preview.data;
  const overBudget = form.values.sms && previewNow !== undefined && !previewNow.fits;

  // Bilingual mode's rule is about the form as a whole: said once above the fields, which are marked.
  const languageError = bilingual ? BILINGUAL.map((name) => form.errors[name]).find(Boolean) : undefined;
  const marked = (name: (typeof BILINGUAL)[number]) => ({ ...form.getInputProps(name), error: Boolean(form.errors[name]) });

  const submit = form.onSubmit((values) => {
    // Over the month's SMS budget the server refuses the send (409 sms_budget_exceeded): the preview already says so.
    if (overBudget) return;
    send.mutate(notificationBody(values), {
      onSuccess: (result) => {
        notifySuccess(t('notifications.sent', { count: result.sent_count }));
        form.setValues({ ...emptyNotification, mode: values.mode, target_users: values.target_users, type: values.type, sms: values.sms });
        form.resetDirty();
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) notifyError(error, t('notifications.send_failed'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('notifications.form_label')}>
      <Stack gap="md">
        <Input.Wrapper label={t('notifications.mode')} labelElement="div" id={modeLabel}>
          <SegmentedControl
            mt={4}
            fullWidth
            aria-labelledby={`${modeLabel}-label`}
            value={form.values.mode}
            onChange={(value) => {
              form.setFieldValue('mode', value as Values['mode']);
              form.clearErrors();
            }}
            data={[
              { value: 'single', label: t('notifications.mode_single') },
              { value: 'bilingual', label: t('notifications.mode_bilingual') },
            ]}
          />
        </Input.Wrapper>

        {bilingual ? (
          <>
            <Text size="sm" c="dimmed">
              {t('notifications.bilingual_hint')}
            </Text>
            {languageError && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                role="alert"
                data-testid="notification-error"
              >
                {translateFieldError(languageError)}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Fieldset legend={t('notifications.english')}>
                <Stack gap="sm">
                  <TextInput
                    label={t('notifications.title_en')}
                    maxLength={NOTIFICATION_TITLE_MAX}
                    lang="en"
                    dir="ltr"
                    {...marked('title_en')}
                  />
                  <Textarea
                    label={t('notifications.message_en')}
                    rows={4}
                    resize="vertical"
                    maxLength={NOTIFICATION_MESSAGE_MAX}
                    lang="en"
                    dir="ltr"
                    {...marked('message_en')}
                  />
                </Stack>
              </Fieldset>
              <Fieldset legend={t('notifications.arabic')}>
                <Stack gap="sm">
                  <TextInput
                    label={t('notifications.title_ar')}
                    maxLength={NOTIFICATION_TITLE_MAX}
                    lang="ar"
                    dir="rtl"
                    {...marked('title_ar')}
                  />
                  <Textarea
                    label={t('notifications.message_ar')}
                    rows={4}
                    resize="vertical"
                    maxLength={NOTIFICATION_MESSAGE_MAX}
                    lang="ar"
                    dir="rtl"
                    {...marked('message_ar')}
                  />
                </Stack>
              </Fieldset>
            </SimpleGrid>
          </>
        ) : (
          <>
            <TextInput
              label={t('notifications.title_single')}
              maxLength={NOTIFICATION_TITLE_MAX}
              dir="auto"
              {...fieldProps(form, 'title')}
            />
            <Textarea
              label={t('notifications.message_single')}
              description={t('notifications.single_hint')}
              rows={4}
              resize="vertical"
              maxLength={NOTIFICATION_MESSAGE_MAX}
              dir="auto"
              {...fieldProps(form, 'message')}
            />
          </>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('notifications.audience')}
            data={NOTIFICATION_TARGETS.map((target) => ({ value: target, label: t(`notifications.audiences.${target}`) }))}
            value={form.values.target_users}
            onChange={(value) => value && form.setFieldValue('target_users', value as Values['target_users'])}
            allowDeselect={false}
            error={fieldError(form, 'target_users')}
          />
          <Select
            label={t('notifications.type')}
            data={NOTIFICATION_TYPES.map((type) => ({ value: type, label: t(`notifications.types.${type}`) }))}
            value={form.values.type}
            onChange={(value) => value && form.setFieldValue('type', value as Values['type'])}
            allowDeselect={false}
            error={fieldError(form, 'type')}
          />
        </SimpleGrid>
        <BroadcastPreview
          preview={previewNow}
          loading={settled !== null && preview.isFetching}
          failed={settled !== null && preview.isError}
          sms={form.values.sms}
          onSmsChange={(sms) => form.setFieldValue('sms', sms)}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} disabled={overBudget}>
            {t('notifications.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
