import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { completeProfileV2Body, LIMITS, type PublicUser } from '@academy/shared';
import { BirthDateSelects } from '@/components/birth-date-selects';
import { GenderSelect } from '@/components/gender-select';
import { joinBirthDate, splitBirthDate, type BirthDateParts } from '@/lib/birth-date';
import { applyServerErrors, fieldError, fieldProps } from '@/lib/forms';
import { useCompleteProfile } from '../api/complete-profile';

/** The form's values become the API body: the three date parts joined, an empty student name dropped. */
const schema = z.preprocess((raw) => {
  const values = raw as BirthDateParts & { student_name?: string };
  return { ...values, student_date_of_birth: joinBirthDate(values), student_name: values.student_name || undefined };
}, completeProfileV2Body);

function initialValues(user: PublicUser) {
  const student = user.students[0];
  return {
    user_full_name: user.full_name ?? '',
    user_email: user.email ?? '',
    user_phone: user.phone ?? '',
    user_gender: user.gender ?? '',
    parent_full_name: user.parent_info?.full_name ?? '',
    parent_phone: user.parent_info?.phone ?? '',
    parent_email: user.parent_info?.email ?? '',
    student_name: student?.name ?? '',
    ...splitBirthDate(student?.date_of_birth),
  };
}

/** Profile completion, version 2 of spec 2 (nine fields, pre-filled with what the account has). */
export function CompleteProfileForm({ user, onCompleted }: { user: PublicUser; onCompleted: (user: PublicUser) => void }) {
  const { t } = useTranslation('auth');
  const complete = useCompleteProfile();
  const form = useForm({ initialValues: initialValues(user), validate: zod4Resolver(schema, { errorPriority: 'first' }) });
  const submit = form.onSubmit((values) =>
    complete.mutate(schema.parse(values), {
      onSuccess: (response) => onCompleted(response.user),
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  const ltr = { dir: 'ltr' } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('fields.full_name')} required {...fieldProps(form, 'user_full_name')} />
          <TextInput label={t('fields.email_optional')} type="email" {...ltr} {...fieldProps(form, 'user_email')} />
          <TextInput label={t('fields.phone')} type="tel" required {...ltr} {...fieldProps(form, 'user_phone')} />
          <GenderSelect required {...fieldProps(form, 'user_gender')} />
          <TextInput label={t('fields.parent_full_name')} required {...fieldProps(form, 'parent_full_name')} />
          <TextInput label={t('fields.parent_phone')} type="tel" required {...ltr} {...fieldProps(form, 'parent_phone')} />
          <TextInput label={t('fields.parent_email_optional')} type="email" {...ltr} {...fieldProps(form, 'parent_email')} />
          <TextInput label={t('fields.student_name')} {...fieldProps(form, 'student_name')} />
        </SimpleGrid>
        <BirthDateSelects
          legend={t('fields.student_birth_date')}
          years={LIMITS.completionBirthYears}
          value={form.values}
          onChange={(part, value) => form.setFieldValue(part, value)}
          error={fieldError(form, 'student_date_of_birth')}
        />
        <Button type="submit" loading={complete.isPending}>
          {t('complete_profile.submit')}
        </Button>
      </Stack>
    </form>
  );
}
