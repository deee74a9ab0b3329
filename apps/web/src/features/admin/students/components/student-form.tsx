import { Button, Fieldset, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminStudentBody, LIMITS, type AdminStudentBody, type AdminStudentDetailed } from '@academy/shared';
import { BirthDateSelects } from '@/components/birth-date-selects';
import { GenderSelect } from '@/components/gender-select';
import { joinBirthDate, splitBirthDate, type BirthDateParts } from '@/lib/birth-date';
import { applyServerErrors, fieldError, fieldProps } from '@/lib/forms';

/** The shared adminStudentBody schema (spec 5), fed the date the three selects make. */
const schema = z.preprocess(
  (raw) => ({ ...(raw as BirthDateParts), date_of_birth: joinBirthDate(raw as BirthDateParts) }),
  adminStudentBody,
);

function initialValues(student?: AdminStudentDetailed) {
  return {
    name: student?.name ?? '',
    gender: student?.gender ?? '',
    email: student?.email ?? '',
    phone: student?.phone ?? '',
    parent_name: student?.parent?.name ?? '',
    parent_email: student?.parent?.email ?? '',
    parent_phone: student?.parent?.phone ?? '',
    mobile_app_enabled: student?.status.mobile_app_enabled ?? false,
    ...splitBirthDate(student?.date_of_birth),
  };
}

interface Props {
  student?: AdminStudentDetailed;
  /** Assign Parent opens the form at the parent's fields. */
  focusParent?: boolean;
  saving: boolean;
  /** `showServerErrors` puts a 400's field details on the fields; true when there were any. */
  onSubmit: (body: AdminStudentBody, showServerErrors: (error: unknown) => boolean) => void;
  onCancel: () => void;
}

/** Add / edit a student: the student, then the parent (name, e-mail required; phone links the family). */
export function StudentForm({ student, focusParent, saving, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const form = useForm({ initialValues: initialValues(student), validate: zod4Resolver(schema, { errorPriority: 'first' }) });
  const submit = form.onSubmit((values) => {
    const body = adminStudentBody.parse(schema.parse(values));
    onSubmit({ ...body, mobile_app_enabled: values.mobile_app_enabled }, (error) => applyServerErrors(form, error));
  });
  const ltr = { dir: 'ltr' } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('student_form.student_section')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t('student_form.name')} required data-autofocus={!focusParent || undefined} {...fieldProps(form, 'name')} />
              <GenderSelect label={t('student_form.gender_optional')} {...fieldProps(form, 'gender')} />
              <TextInput label={t('student_form.email_optional')} type="email" autoComplete="off" {...ltr} {...fieldProps(form, 'email')} />
              <TextInput label={t('student_form.phone_optional')} type="tel" autoComplete="off" {...ltr} {...fieldProps(form, 'phone')} />
            </SimpleGrid>
            <BirthDateSelects
              legend={t('student_form.date_of_birth')}
              years={LIMITS.completionBirthYears}
              value={form.values}
              onChange={(part, value) => form.setFieldValue(part, value)}
              error={fieldError(form, 'date_of_birth')}
            />
            <Switch label={t('student_form.mobile_app_enabled')} {...form.getInputProps('mobile_app_enabled', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('student_form.parent_section')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('student_form.parent_name')}
              required
              data-autofocus={focusParent || undefined}
              {...fieldProps(form, 'parent_name')}
            />
            <TextInput
              label={t('student_form.parent_email')}
              type="email"
              required
              autoComplete="off"
              {...ltr}
              {...fieldProps(form, 'parent_email')}
            />
            <TextInput
              label={t('student_form.parent_phone_optional')}
              type="tel"
              autoComplete="off"
              {...ltr}
              {...fieldProps(form, 'parent_phone')}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {student ? t('student_form.save') : t('student_form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
