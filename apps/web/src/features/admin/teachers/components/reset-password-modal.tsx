import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { adminTeacherPasswordBody, type AdminTeacher } from '@academy/shared';
import { PasswordField } from '@/components/password-field';
import { notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useResetTeacherPassword } from '../api/reset-teacher-password';
import { notifyTeacherError } from '../lib/teacher-error';

/** The admin types the teacher's new password; the teacher is signed out everywhere. */
export function ResetPasswordModal({ teacher, onClose }: { teacher: AdminTeacher | null; onClose: () => void }) {
  const { t } = useTranslation('admin-staff');
  return (
    <Modal
      opened={teacher !== null}
      onClose={onClose}
      title={t('teachers.reset.title', { name: teacher?.full_name ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {teacher && <ResetForm key={teacher.id} teacher={teacher} onDone={onClose} />}
    </Modal>
  );
}

function ResetForm({ teacher, onDone }: { teacher: AdminTeacher; onDone: () => void }) {
  const { t } = useTranslation('admin-staff');
  const reset = useResetTeacherPassword();
  const form = useForm({ initialValues: { password: '' }, validate: zod4Resolver(adminTeacherPasswordBody, { errorPriority: 'first' }) });
  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { id: teacher.id, password },
      {
        onSuccess: () => {
          notifySuccess(t('teachers.reset.done', { name: teacher.full_name }));
          onDone();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyTeacherError(error, t('teachers.reset.failed'));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('teachers.reset.text')}</Text>
        <PasswordField label={t('teachers.reset.password')} data-autofocus autoComplete="new-password" {...fieldProps(form, 'password')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={reset.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="orange" loading={reset.isPending}>
            {t('teachers.reset.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
