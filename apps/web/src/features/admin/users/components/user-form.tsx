import { Button, Group, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  adminUserCreateBody,
  adminUserUpdateBody,
  type AdminUser,
  type AdminUserCreateBody,
  type AdminUserUpdateBody,
} from '@academy/shared';
import { PasswordField } from '@/components/password-field';
import { applyServerErrors, fieldError, fieldProps } from '@/lib/forms';

/**
 * Editing keeps the form's rules (spec 5: full name and role required) but lets the e-mail or the phone be
 * emptied (an account keeps one of them, the server checks) and the password stay as it is.
 */
const editSchema = adminUserCreateBody.extend({
  email: adminUserUpdateBody.shape.email,
  phone: adminUserUpdateBody.shape.phone,
  password: adminUserUpdateBody.shape.password,
});

type FormRole = 'user' | 'admin';

function initialValues(user?: AdminUser) {
  return {
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role: (user?.role === 'admin' ? 'admin' : 'user') as FormRole,
    email_verified: user?.email_verified ?? false,
    password: '',
  };
}

type Submit = { kind: 'create'; body: AdminUserCreateBody } | { kind: 'update'; body: AdminUserUpdateBody };

interface Props {
  /** Editing this account; adding a new one without it. */
  user?: AdminUser;
  /** The admin's own account: its role stays as it is. */
  isMe: boolean;
  saving: boolean;
  /** `showServerErrors` puts a 400 / 409's field details on the fields; true when there were any. */
  onSubmit: (submit: Submit, showServerErrors: (error: unknown) => boolean) => void;
  onCancel: () => void;
}

/** The user form (spec 3 and 5): full name, e-mail, phone, role (user or admin), e-mail verified, and a password. */
export function UserForm({ user, isMe, saving, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('admin-people');
  const editing = Boolean(user);
  const form = useForm({
    initialValues: initialValues(user),
    validate: zod4Resolver(editing ? editSchema : adminUserCreateBody, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit((values) => {
    const showServerErrors = (error: unknown) => applyServerErrors(form, error);
    if (!user) {
      onSubmit({ kind: 'create', body: values }, showServerErrors);
      return;
    }
    // The role is sent only when it was changed, so a teacher's account keeps its role on a plain edit.
    const { role, password, ...rest } = values;
    const body: AdminUserUpdateBody = { ...rest, ...(form.isDirty('role') ? { role } : {}), ...(password ? { password } : {}) };
    onSubmit({ kind: 'update', body }, showServerErrors);
  });
  const ltr = { dir: 'ltr' } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('users.form.full_name')} data-autofocus autoComplete="off" {...fieldProps(form, 'full_name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={editing ? t('users.form.email_optional') : t('users.form.email')}
            type="email"
            autoComplete="off"
            {...ltr}
            {...fieldProps(form, 'email')}
          />
          <TextInput
            label={editing ? t('users.form.phone_optional') : t('users.form.phone')}
            type="tel"
            autoComplete="off"
            {...ltr}
            {...fieldProps(form, 'phone')}
          />
        </SimpleGrid>
        {editing && (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('users.form.contact_hint')}
          </Text>
        )}
        <Radio.Group
          label={t('users.form.role')}
          description={isMe ? t('users.form.own_role') : undefined}
          value={form.values.role}
          onChange={(value) => form.setFieldValue('role', value as FormRole)}
          error={fieldError(form, 'role')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="user" label={t('users.form.role_user')} disabled={isMe} />
            <Radio value="admin" label={t('users.form.role_admin')} disabled={isMe} />
          </Group>
        </Radio.Group>
        <Switch label={t('users.form.email_verified')} {...form.getInputProps('email_verified', { type: 'checkbox' })} />
        <PasswordField
          label={editing ? t('users.form.new_password_optional') : t('users.form.password')}
          description={editing ? t('users.form.new_password_hint') : t('users.form.password_hint')}
          autoComplete="new-password"
          {...fieldProps(form, 'password')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? t('users.form.save') : t('users.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
