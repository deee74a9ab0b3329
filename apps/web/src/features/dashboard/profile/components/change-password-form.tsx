import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { changePasswordBody, changePasswordForm } from '@academy/shared';
import { PasswordField } from '@/components/password-field';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useChangePassword } from '../api/change-password';

const initialValues = { current_password: '', new_password: '', confirm_password: '' };

/** Current, new and confirmed password; a wrong current password is said on its field. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const change = useChangePassword();
  const form = useForm({ initialValues, validate: zod4Resolver(changePasswordForm, { errorPriority: 'first' }) });
  const submit = form.onSubmit((values) =>
    change.mutate(changePasswordBody.parse(values), {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('security.password.changed'));
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) notifyError(error, t('security.password.failed'));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      {/* Tells password managers which account the new password belongs to. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={user?.email ?? user?.phone ?? ''}
        readOnly
        hidden
        aria-label={t('security.credentials.username')}
      />
      <Stack gap="sm" maw="40rem">
        <Title order={4} size="h5" id="change-password-title">
          {t('security.password.title')}
        </Title>
        <PasswordField
          label={t('security.password.current')}
          autoComplete="current-password"
          required
          {...fieldProps(form, 'current_password')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordField label={t('security.password.new')} autoComplete="new-password" required {...fieldProps(form, 'new_password')} />
          <PasswordField
            label={t('security.password.confirm')}
            autoComplete="new-password"
            required
            {...fieldProps(form, 'confirm_password')}
          />
        </SimpleGrid>
        <div>
          <Button type="submit" loading={change.isPending}>
            {t('security.password.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
