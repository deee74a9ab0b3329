import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { profileBody, type PublicUser } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useUpdateProfile } from '../api/update-profile';
import { FormActions } from './form-actions';

/** The account's name (required), e-mail (optional) and phone (required), checked with the server's schema. */
export function PersonalDetailsForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { full_name: user.full_name ?? '', email: user.email ?? '', phone: user.phone ?? '' },
    validate: zod4Resolver(profileBody, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(profileBody.parse(values), {
      onSuccess: ({ user: saved }) => {
        notifySuccess(t('profile.personal.saved'));
        // A new address is unverified until the link the server just sent to it is opened.
        if (saved.email && saved.email !== user.email) notifySuccess(t('profile.personal.verify_sent', { email: saved.email }));
        onDone();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifyError(error, t('profile.personal.failed'));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('profile.fields.full_name')} autoComplete="name" required {...fieldProps(form, 'full_name')} />
        <TextInput label={t('profile.fields.email_optional')} type="email" autoComplete="email" dir="ltr" {...fieldProps(form, 'email')} />
        <TextInput label={t('profile.fields.phone')} type="tel" autoComplete="tel" dir="ltr" required {...fieldProps(form, 'phone')} />
        <FormActions saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
