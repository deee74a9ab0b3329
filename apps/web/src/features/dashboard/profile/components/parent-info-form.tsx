import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { parentInfoBody } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import type { ParentInfo } from '../api/get-parent-info';
import { useUpdateParentInfo } from '../api/update-parent-info';
import { FormActions } from './form-actions';

/** The parent or guardian: name (required), e-mail (optional), phone (required). */
export function ParentInfoForm({ parent, onDone }: { parent: ParentInfo | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const update = useUpdateParentInfo();
  const form = useForm({
    initialValues: { full_name: parent?.full_name ?? '', email: parent?.email ?? '', phone: parent?.phone ?? '' },
    validate: zod4Resolver(parentInfoBody, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(parentInfoBody.parse(values), {
      onSuccess: () => {
        notifySuccess(t('profile.parent.saved'));
        onDone();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifyError(error, t('profile.parent.failed'));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('profile.fields.parent_name')} autoComplete="name" required {...fieldProps(form, 'full_name')} />
        <TextInput
          label={t('profile.fields.parent_email_optional')}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...fieldProps(form, 'email')}
        />
        <TextInput
          label={t('profile.fields.parent_phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          required
          {...fieldProps(form, 'phone')}
        />
        <FormActions saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
