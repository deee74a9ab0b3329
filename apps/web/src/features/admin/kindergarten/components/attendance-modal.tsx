import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { academyClock, ATTENDANCE_STATUSES, kindergartenAttendanceBody, type KindergartenEnrollment } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useMarkKindergartenAttendance } from '../api/mark-kindergarten-attendance';

type AttendanceFormValues = {
  student_id: number;
  class_id: number;
  attendance_date: string;
  status: (typeof ATTENDANCE_STATUSES)[number];
  notes: string;
};

/** Mark a child's day in its class: a date (required, not in the future), present / absent / late / excused, notes. */
export function AttendanceModal({ enrollment, onClose }: { enrollment: KindergartenEnrollment; onClose: () => void }) {
  const { t } = useTranslation('admin-kindergarten');
  const mark = useMarkKindergartenAttendance();
  const [today] = useState(() => academyClock(new Date()).date);
  const form = useForm<AttendanceFormValues>({
    initialValues: {
      student_id: enrollment.student_id,
      class_id: enrollment.class_id,
      attendance_date: today,
      status: 'present',
      notes: '',
    },
    validate: zod4Resolver(kindergartenAttendanceBody, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) =>
    mark.mutate(
      { ...values, notes: values.notes.trim() || undefined, is_kindergarten: true },
      {
        onSuccess: () => {
          notifySuccess(t('toasts.attendance_marked'));
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error, t('toasts.attendance_failed'));
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('attendance.title', { name: enrollment.student_name })}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="attendance-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('attendance.class', { name: enrollment.class_name })}
          </Text>
          <TextInput
            type="date"
            label={t('attendance.date')}
            required
            max={today}
            dir="ltr"
            data-autofocus
            {...fieldProps(form, 'attendance_date')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="kg-attendance-status">
              {t('attendance.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="kg-attendance-status"
              fullWidth
              data={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t(`attendance_status.${s}`) }))}
              {...form.getInputProps('status')}
            />
          </Stack>
          <Textarea label={t('attendance.notes')} autosize minRows={2} maxRows={5} maxLength={1000} {...fieldProps(form, 'notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mark.isPending}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" loading={mark.isPending}>
              {t('attendance.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
