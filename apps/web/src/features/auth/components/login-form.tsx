import { Button, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { normalisePhone } from '@academy/shared';
import { PasswordField } from '@/components/password-field';
import { fieldProps } from '@/lib/forms';
import { useLogin, type LoginResponse } from '../api/login';

type Mode = 'email' | 'phone';
const isEmail = (value: string) => z.email().safeParse(value).success;
/** A phone in any spelling the server accepts (`0550 12 34 56`, `+213...`). */
const isPhone = (value: string) => normalisePhone(value) !== null;

/** E-mail or phone, and password. A phone number typed as the e-mail is accepted, as the server does. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useForm({
    initialValues: { mode: 'email' as Mode, identifier: '', password: '' },
    validate: {
      identifier: (raw, { mode }) => {
        const value = raw.trim();
        if (!value) return 'required';
        if (mode === 'phone') return isPhone(value) ? null : 'phone_invalid';
        return isEmail(value) || isPhone(value) ? null : 'email_invalid';
      },
      password: (value) => (value ? null : 'required'),
    },
  });

  const { mode } = form.values;
  const submit = form.onSubmit(({ identifier, password }) =>
    login.mutate({ [mode]: identifier.trim(), password }, { onSuccess: onLoggedIn }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => {
            form.setValues({ mode: value as Mode, identifier: '' });
            form.clearErrors();
          }}
          data={[
            { value: 'email', label: t('login.use_email') },
            { value: 'phone', label: t('login.use_phone') },
          ]}
          aria-label={t('login.identifier_kind')}
        />
        {mode === 'email' ? (
          <TextInput
            key="email"
            label={t('login.email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            required
            {...fieldProps(form, 'identifier')}
          />
        ) : (
          <TextInput
            key="phone"
            label={t('login.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0550123456"
            dir="ltr"
            required
            {...fieldProps(form, 'identifier')}
          />
        )}
        <PasswordField label={t('login.password')} autoComplete="current-password" required {...fieldProps(form, 'password')} />
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
