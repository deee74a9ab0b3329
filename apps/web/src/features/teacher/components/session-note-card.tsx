import { useEffect, useRef } from 'react';
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sessionNoteBody, TEACHER_NOTES_LIMITS, type SessionNoteResponse } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useSaveSessionNote } from '../api/session-note';

/**
 * Today's session notes of a class: one for the parents (their dashboard shows it) and one for the staff (never
 * shown to a family). Written on a day the class meets; saving replaces both (blank is none).
 */
export function SessionNoteCard({ sectionId, answer }: { sectionId: number; answer: SessionNoteResponse }) {
  const { t } = useTranslation('teacher');
  const save = useSaveSessionNote(sectionId);
  const form = useForm({
    initialValues: { parent_note: answer.note?.parent_note ?? '', staff_note: answer.note?.staff_note ?? '' },
    validate: zod4Resolver(sessionNoteBody, { errorPriority: 'first' }),
  });
  const { parent_note: parentNote, staff_note: staffNote } = answer.note ?? {};
  // The form of the latest render (useForm gives a new object each time): read by the effect below, which runs
  // only when the saved note changes.
  const latestForm = useRef(form);
  useEffect(() => {
    latestForm.current = form;
  });
  // A note saved elsewhere (another tab, a reload) replaces what this form was given, unless the teacher is typing.
  useEffect(() => {
    const saved = { parent_note: parentNote ?? '', staff_note: staffNote ?? '' };
    if (!latestForm.current.isDirty()) latestForm.current.setValues(saved);
    latestForm.current.resetDirty(saved);
  }, [parentNote, staffNote]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { date: answer.date, ...values },
      {
        onSuccess: (saved) => {
          notifySuccess(t('notes.saved'));
          const next = { parent_note: saved.note?.parent_note ?? '', staff_note: saved.note?.staff_note ?? '' };
          form.setValues(next);
          form.resetDirty(next);
        },
        onError: (error) => {
          applyServerErrors(form, error);
          notifyError(error, t('notes.failed'));
        },
      },
    ),
  );
  const max = TEACHER_NOTES_LIMITS.noteMax;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="session-note-title" data-testid="session-note">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="session-note-title">
            <IconNotes size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
            {t('notes.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {answer.meets ? t('notes.hint') : t('notes.no_session')}
          </Text>
        </div>
        {answer.meets && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Textarea
                label={t('notes.parent_label')}
                description={t('notes.parent_help')}
                autosize
                minRows={3}
                maxLength={max}
                dir="auto"
                {...fieldProps(form, 'parent_note')}
                data-testid="parent-note"
              />
              <Textarea
                label={t('notes.staff_label')}
                description={t('notes.staff_help')}
                autosize
                minRows={2}
                maxLength={max}
                dir="auto"
                {...fieldProps(form, 'staff_note')}
                data-testid="staff-note"
              />
              <Button type="submit" size="lg" fullWidth loading={save.isPending} data-testid="session-note-save">
                {t('notes.save')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
