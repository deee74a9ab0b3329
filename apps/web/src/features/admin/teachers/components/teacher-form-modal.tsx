import { Button, Group, Modal, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  adminTeacherCreateBody,
  adminTeacherUpdateBody,
  LEVEL_LABELS,
  LEVELS,
  SUBJECT_CODES,
  subjectLabel,
  type AdminTeacher,
  type Level,
  type Subject,
} from '@academy/shared';
import { PasswordField } from '@/components/password-field';
import { useLanguage } from '@/i18n/use-language';
import { notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldError, fieldProps } from '@/lib/forms';
import { useCreateTeacher, useUpdateTeacher } from '../api/save-teacher';
import { notifyTeacherError } from '../lib/teacher-error';

// Editing: the same fields without the first password (reset separately).
const editSchema = adminTeacherCreateBody.omit({ password: true }).extend({ email: adminTeacherUpdateBody.shape.email });

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Editing this teacher; adding a new one without it. */
  teacher?: AdminTeacher;
}

/** Add a teacher / edit one: name, phone, e-mail, subjects and levels taught, and the first password when adding. */
export function TeacherFormModal({ opened, onClose, teacher }: Props) {
  const { t } = useTranslation('admin-staff');
  const title = teacher ? t('teachers.form.edit_title', { name: teacher.full_name }) : t('teachers.form.add_title');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <TeacherForm key={teacher?.id ?? 'new'} teacher={teacher} onDone={onClose} />
    </Modal>
  );
}

function TeacherForm({ teacher, onDone }: { teacher?: AdminTeacher; onDone: () => void }) {
  const { t } = useTranslation('admin-staff');
  const { lang } = useLanguage();
  const create = useCreateTeacher();
  const update = useUpdateTeacher();
  const form = useForm({
    initialValues: {
      full_name: teacher?.full_name ?? '',
      phone: teacher?.phone ?? '',
      email: teacher?.email ?? '',
      subjects: (teacher?.subjects ?? []) as Subject[],
      levels: (teacher?.levels ?? []) as Level[],
      password: '',
    },
    validate: zod4Resolver(teacher ? editSchema : adminTeacherCreateBody, { errorPriority: 'first' }),
  });
  const failed = (fallback: string) => (error: unknown) => {
    if (!applyServerErrors(form, error)) notifyTeacherError(error, fallback);
  };
  const submit = form.onSubmit((values) => {
    if (!teacher) {
      create.mutate(values, {
        onSuccess: (saved) => {
          notifySuccess(t('teachers.created', { name: saved.teacher.full_name }));
          onDone();
        },
        onError: failed(t('teachers.create_failed')),
      });
      return;
    }
    const { password: _unused, ...body } = values;
    update.mutate(
      { id: teacher.id, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('teachers.updated', { name: saved.teacher.full_name }));
          onDone();
        },
        onError: failed(t('teachers.update_failed')),
      },
    );
  });
  const saving = create.isPending || update.isPending;
  const ltr = { dir: 'ltr' } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('teachers.form.full_name')} data-autofocus autoComplete="off" {...fieldProps(form, 'full_name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('teachers.form.phone')}
            description={t('teachers.form.phone_hint')}
            type="tel"
            autoComplete="off"
            {...ltr}
            {...fieldProps(form, 'phone')}
          />
          <TextInput label={t('teachers.form.email_optional')} type="email" autoComplete="off" {...ltr} {...fieldProps(form, 'email')} />
        </SimpleGrid>
        <MultiSelect
          label={t('teachers.form.subjects')}
          placeholder={form.values.subjects.length ? undefined : t('teachers.form.subjects_placeholder')}
          data={SUBJECT_CODES.map((code) => ({ value: code, label: subjectLabel(code, lang) }))}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('subjects')}
          error={fieldError(form, 'subjects')}
        />
        <MultiSelect
          label={t('teachers.form.levels')}
          placeholder={form.values.levels.length ? undefined : t('teachers.form.levels_placeholder')}
          data={LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level][lang] }))}
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('levels')}
          error={fieldError(form, 'levels')}
        />
        {!teacher && (
          <PasswordField
            label={t('teachers.form.password')}
            description={t('teachers.form.password_hint')}
            autoComplete="new-password"
            {...fieldProps(form, 'password')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {teacher ? t('teachers.form.save') : t('teachers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
