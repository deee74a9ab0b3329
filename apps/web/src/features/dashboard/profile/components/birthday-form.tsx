import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { birthdayBody, LIMITS } from '@academy/shared';
import { BirthDateSelects } from '@/components/birth-date-selects';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { joinBirthDate, splitBirthDate, type BirthDateParts } from '@/lib/birth-date';
import { fieldError } from '@/lib/forms';
import { useUpdateStudentBirthday } from '../api/update-student-birthday';
import { FormActions } from './form-actions';

/** The shared birthdayBody schema, fed the date the three selects make. */
const schema = z.preprocess((raw) => ({ date_of_birth: joinBirthDate(raw as BirthDateParts) }), birthdayBody);

/** A student's date of birth as day / month / year; an empty date says 'Please enter a valid birthday'. */
export function BirthdayForm({
  student,
  onDone,
}: {
  student: { id: number; name: string; date_of_birth: string | null };
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const update = useUpdateStudentBirthday();
  const form = useForm({
    initialValues: { ...splitBirthDate(student.date_of_birth) },
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { studentId: student.id, date_of_birth: joinBirthDate(values) },
      {
        onSuccess: () => {
          notifySuccess(t('security.birthday.saved', { name: student.name }));
          onDone();
        },
        onError: (error) => notifyError(error, t('security.birthday.failed')),
      },
    ),
  );
  const rawError = form.errors.date_of_birth;
  const error = rawError === 'required' ? t('security.birthday.required') : fieldError(form, 'date_of_birth');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <BirthDateSelects
          legend={t('security.birthday.legend', { name: student.name })}
          years={LIMITS.completionBirthYears}
          value={form.values}
          onChange={(part, value) => form.setFieldValue(part, value)}
          error={error}
        />
        <FormActions saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
