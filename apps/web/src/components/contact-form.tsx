import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CONTACT_LIMITS, accountMessageBody, contactBody } from '@academy/shared';
import { translateDynamic } from '@/i18n/translate';
import { isApiError } from '@/lib/api/api-error';
import { useSendAccountMessage } from '@/lib/api/send-account-message';
import { useSendContactMessage } from '@/lib/api/send-contact-message';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useAuth } from '@/lib/auth/use-auth';

export interface ContactFormProps {
  /**
   * 'public': a visitor gives their full name and e-mail too (POST /api/contact). 'signed-in': only
   * subject and message, sent to the account's own messages (POST /api/contact/my-messages). A signed-in
   * parent on a public page gets the signed-in form, with the account's name and e-mail shown read-only
   * (the server takes a signed-in sender's identity from the account, never from the form).
   */
  variant?: 'public' | 'signed-in';
  /** Called after the academy has stored the message (e.g. to refresh a list of sent messages). */
  onSent?: () => void;
}

const initialValues = { name: '', email: '', subject: '', message: '', website: '' };

/** Codes that say nothing useful to someone sending a message: they get the form's own failure text. */
const GENERIC_FAILURES = new Set(['http_error', 'not_found', 'bad_request', 'internal_error']);

function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && !GENERIC_FAILURES.has(error.code)) {
    return translateDynamic(error.code, ['errors']) ?? fallback;
  }
  return fallback;
}

/** Write to the academy, validated with the server's own schema (the public one, or the account's). */
export function ContactForm({ variant = 'public', onSent }: ContactFormProps) {
  const { t } = useTranslation('public');
  const sendPublic = useSendContactMessage();
  const sendAccount = useSendAccountMessage();
  const { user } = useAuth();
  const account = variant === 'public' && user?.role === 'client' ? user : null;
  const isPublic = variant === 'public' && !account;
  const send = isPublic ? sendPublic : sendAccount;
  const form = useForm({
    initialValues,
    validate: zod4Resolver(isPublic ? contactBody : accountMessageBody, { errorPriority: 'first' }),
  });
  const honeypotId = useId();

  const submit = form.onSubmit((values) => {
    const callbacks = {
      onSuccess: () => {
        form.reset();
        onSent?.();
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (isPublic) sendPublic.mutate(contactBody.parse(values), callbacks);
    else sendAccount.mutate(accountMessageBody.parse(values), callbacks);
  });

  const ltr = { dir: 'ltr' } as const;
  return (
    // On a server-rendered page the form is an island: a send before it has hydrated is held and made once it has
    // (src/public/islands.ts). POST, should the browser ever send it itself: the message never goes into an address.
    <form onSubmit={submit} method="post" noValidate>
      <Stack gap="md">
        {account && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('contact_form.name')} value={account.full_name ?? account.phone ?? ''} readOnly variant="filled" />
            <TextInput label={t('contact_form.email')} value={account.email ?? ''} readOnly variant="filled" {...ltr} />
          </SimpleGrid>
        )}
        {isPublic && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('contact_form.name')}
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              required
              {...fieldProps(form, 'name')}
            />
            <TextInput
              label={t('contact_form.email')}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              required
              {...ltr}
              {...fieldProps(form, 'email')}
            />
          </SimpleGrid>
        )}
        <TextInput
          label={t('contact_form.subject')}
          placeholder={t('contact_form.subject_placeholder')}
          maxLength={CONTACT_LIMITS.subject}
          required
          {...fieldProps(form, 'subject')}
        />
        <Textarea
          label={t('contact_form.message')}
          rows={6}
          resize="vertical"
          maxLength={CONTACT_LIMITS.message}
          required
          withAsterisk={false}
          {...fieldProps(form, 'message')}
        />
        {/* A field people never see (nor reach with the keyboard or a screen reader): bots fill it in. */}
        {isPublic && (
          <VisuallyHidden aria-hidden>
            <label htmlFor={honeypotId}>{t('contact_form.website')}</label>
            <input
              id={honeypotId}
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website}
              onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
            />
          </VisuallyHidden>
        )}

        {send.isSuccess && (
          <Alert role="status" color="green" variant="light" icon={<IconCircleCheck size={20} />}>
            {t('contact_form.success')}
          </Alert>
        )}
        {send.isError && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={20} />}>
            {failureText(send.error, t('contact_form.failed'))}
          </Alert>
        )}

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed" style={{ flex: '1 1 14rem' }}>
            {t('contact_form.privacy')}
          </Text>
          <Button type="submit" size="md" disabled={send.isPending} leftSection={<IconSend size={18} />}>
            {send.isPending ? t('contact_form.sending') : t('contact_form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
