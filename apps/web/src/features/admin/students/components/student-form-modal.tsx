import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminStudentBody, AdminStudentDetailed, FamilyCandidate, SharedFamilyDetail } from '@academy/shared';
import { isApiError } from '@/lib/api/api-error';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { paths } from '@/lib/paths';
import { useCreateStudent, type SavedStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import { FamilyMatchModal } from './family-match-modal';
import { StudentForm } from './student-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Editing this student; adding a new one without it. */
  student?: AdminStudentDetailed;
  focusParent?: boolean;
}

/** Add or edit a student in a dialog; after adding, the new card barcode is shown (spec: barcode after creation). */
export function StudentFormModal({ opened, onClose, student, focusParent }: Props) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const [created, setCreated] = useState<SavedStudent['student'] | null>(null);

  /** The server's question when the typed parent phone or e-mail belongs to a family (or to several). */
  const [asked, setAsked] = useState<{ body: AdminStudentBody; families: FamilyCandidate[]; shared: SharedFamilyDetail[] } | null>(null);

  const close = () => {
    setCreated(null);
    setAsked(null);
    onClose();
  };

  const save = (body: AdminStudentBody, showServerErrors: (error: unknown) => boolean = () => false) => {
    const failed = (error: unknown) => {
      if (isApiError(error) && error.code === 'family_match') {
        setAsked({ body, families: error.extra.families ?? [], shared: error.extra.shared ?? [] });
        return;
      }
      setAsked(null);
      if (isApiError(error) && error.code === 'parent_name_mismatch' && error.extra.family) {
        // The family's name in the message (the generic text of the code would not say it).
        notifyError(null, t('student_form.family.name_mismatch', { name: error.extra.family.parent_name ?? '—' }));
        return;
      }
      if (!showServerErrors(error)) notifyError(error, t(student ? 'student_form.update_failed' : 'student_form.create_failed'));
    };
    if (student) {
      update.mutate(
        { id: student.id, body },
        {
          onSuccess: () => {
            notifySuccess(t('student_form.updated', { name: body.name }));
            close();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (saved) => {
          setAsked(null);
          notifySuccess(t('student_form.created', { name: saved.student.name }));
          setCreated(saved.student);
        },
        onError: failed,
      });
    }
  };
  const saving = create.isPending || update.isPending;
  const title = created
    ? t('student_form.created_title')
    : student
      ? t('student_form.edit_title', { name: student.name })
      : t('student_form.add_title');

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {created ? (
        <Stack gap="md" align="center" ta="center" data-testid="student-created">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Text>
            <Trans t={t} i18nKey="student_form.created_text" values={{ name: created.name }} components={{ v: <bdi /> }} />
          </Text>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('student_form.barcode')}
            </Text>
            <Text fz={28} fw={700} ff="monospace" dir="ltr" data-testid="created-barcode">
              {created.barcode}
            </Text>
          </Stack>
          <Group justify="center" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.close')}
            </Button>
            <Button
              onClick={() => {
                close();
                void navigate(paths.admin.student(created.id));
              }}
            >
              {t('student_form.view_created')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <StudentForm
          key={student?.id ?? 'new'}
          student={student}
          focusParent={focusParent}
          saving={saving}
          onCancel={close}
          onSubmit={save}
        />
      )}
      <FamilyMatchModal
        opened={asked !== null}
        families={asked?.families ?? []}
        shared={asked?.shared ?? []}
        typedParentName={asked?.body.parent_name ?? ''}
        saving={saving}
        onCancel={() => setAsked(null)}
        // Attaching takes the family's parent name and contact, so the name check passes by the admin's choice.
        onAttach={(family) =>
          asked &&
          save({
            ...asked.body,
            parent_id: family.id,
            new_family: undefined,
            parent_name: family.parent_name ?? asked.body.parent_name,
            parent_email: family.email ?? asked.body.parent_email,
            parent_phone: family.phone ?? asked.body.parent_phone,
          })
        }
        onNewFamily={() => asked && save({ ...asked.body, parent_id: undefined, new_family: true })}
      />
    </Modal>
  );
}
