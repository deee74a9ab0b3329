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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TARGETS, NOTIFICATION_TITLE_MAX, NOTIFICATION_TYPES } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldError, fieldProps } from '@/lib/forms';
import { translateFieldError } from '@/i18n/translate';
import { useSendNotification } from '../api/send-notification';
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

  // Bilingual mode's rule is about the form as a whole: said once above the fields, which are marked.
  const languageError = bilingual ? BILINGUAL.map((name) => form.errors[name]).find(Boolean) : undefined;
  const marked = (name: (typeof BILINGUAL)[number]) => ({ ...form.getInputProps(name), error: Boolean(form.errors[name]) });

  const submit = form.onSubmit((values) => {
    send.mutate(notificationBody(values), {
      onSuccess: (result) => {
        notifySuccess(t('notifications.sent', { count: result.sent_count }));
        form.setValues({ ...emptyNotification, mode: values.mode, target_users: values.target_users, type: values.type });
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
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending}>
            {t('notifications.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
