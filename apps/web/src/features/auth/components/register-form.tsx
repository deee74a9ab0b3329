import { Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, registerBody, registerForm } from '@academy/shared';
import { BirthDateSelects } from '@/components/birth-date-selects';
import { GenderSelect } from '@/components/gender-select';
import { PasswordField } from '@/components/password-field';
import { emptyBirthDate, joinBirthDate, type BirthDateParts } from '@/lib/birth-date';
import { applyServerErrors, fieldError, fieldProps } from '@/lib/forms';
import { useRegister } from '../api/register';

/** The shared registerForm schema, fed the date the three selects make. */
const schema = z.preprocess((raw) => ({ ...(raw as BirthDateParts), date_of_birth: joinBirthDate(raw as BirthDateParts) }), registerForm);

const initialValues = {
  full_name: '',
  email: '',
  phone: '',
  parent_phone: '',
  student_name: '',
  gender: '',
  password: '',
  confirm_password: '',
  ...emptyBirthDate,
};

export function RegisterForm({ onRegistered }: { onRegistered: (email: string | undefined) => void }) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm({ initialValues, validate: zod4Resolver(schema, { errorPriority: 'first' }) });
  const submit = form.onSubmit((values) => {
    // registerBody keeps the API's fields only (the confirmation stays here).
    const body = registerBody.parse(schema.parse(values));
    register.mutate(body, {
      onSuccess: () => onRegistered(body.email),
      onError: (error) => applyServerErrors(form, error),
    });
  });
  const ltr = { dir: 'ltr' } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('register.parent_section')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('fields.parent_full_name')} autoComplete="name" required {...fieldProps(form, 'full_name')} />
            <TextInput label={t('fields.email_optional')} type="email" autoComplete="email" {...ltr} {...fieldProps(form, 'email')} />
            <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" required {...ltr} {...fieldProps(form, 'phone')} />
            <TextInput label={t('fields.parent_phone')} type="tel" required {...ltr} {...fieldProps(form, 'parent_phone')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('register.student_section')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t('fields.student_name')} required {...fieldProps(form, 'student_name')} />
              <GenderSelect required {...fieldProps(form, 'gender')} />
            </SimpleGrid>
            <BirthDateSelects
              legend={t('fields.student_birth_date')}
              years={LIMITS.registerBirthYears}
              value={form.values}
              onChange={(part, value) => form.setFieldValue(part, value)}
              error={fieldError(form, 'date_of_birth')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('register.password_section')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordField label={t('fields.password')} autoComplete="new-password" required {...fieldProps(form, 'password')} />
            <PasswordField
              label={t('fields.confirm_password')}
              autoComplete="new-password"
              required
              {...fieldProps(form, 'confirm_password')}
            />
          </SimpleGrid>
        </Fieldset>
        <Button type="submit" size="md" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
