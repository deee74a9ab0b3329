import { Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors } from '@/lib/forms';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { useSendReply } from '../api/messages';

/** Spec 5: a reply is required ('Please enter a reply message'), at most 1,000 characters with a live n / 1000 counter. */
export function ReplyComposer({ messageId, hasEmail, autoFocus }: { messageId: number; hasEmail: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation('admin-content');
  const { locale } = useLanguage();
  const send = useSendReply();
  const form = useForm({
    initialValues: { response: '' },
    validate: {
      response: (value) => (value.trim() === '' ? 'required' : value.trim().length > LIMITS.replyMaxChars ? 'too_long' : null),
    },
  });
  const length = form.values.response.length;
  const errorKey = form.errors.response;
  const error =
    errorKey === 'required'
      ? t('reply.required')
      : errorKey === 'too_long'
        ? t('reply.too_long', { max: formatNumber(LIMITS.replyMaxChars, locale) })
        : errorKey;

  const submit = form.onSubmit((values) =>
    send.mutate(
      { id: messageId, response: values.response.trim() },
      {
        onSuccess: (result) => {
          form.reset();
          notifySuccess(result.emailed ? t('toasts.reply_sent_emailed') : t('toasts.reply_sent'));
        },
        onError: (failure) => {
          // Field details go under the box; the toast always says the spec's words.
          applyServerErrors(form, failure);
          notifyError(null, t('toasts.reply_failed'));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label={t('reply.label')}
        description={hasEmail ? t('reply.hint_email') : t('reply.hint_no_email')}
        placeholder={t('reply.placeholder')}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={LIMITS.replyMaxChars}
        required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('response')}
        error={error}
      />
      <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
        <Text size="xs" c={length >= LIMITS.replyMaxChars ? 'red' : 'dimmed'} aria-live="polite" data-testid="reply-counter">
          <bdi dir="ltr">
            {formatNumber(length, locale)} / {formatNumber(LIMITS.replyMaxChars, locale)}
          </bdi>{' '}
          {t('reply.characters')}
        </Text>
        <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
          {send.isPending ? t('reply.sending') : t('reply.send')}
        </Button>
      </Group>
    </form>
  );
}
