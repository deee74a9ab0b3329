import { Button, Card, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import { EnrollmentPanel } from './enrollment-panel';
import { ParentLine } from './parent-line';
import { StudentCourses } from './student-courses';
import { StudentIdentity } from './student-identity';
import { ViewStudentButton } from './view-student-button';
import { DeleteStudentModal } from './detail/delete-student-modal';
import { currentSeats } from '../lib/enrollments';

/** The card view of a student (phones): the same facts as a table row, stacked, with View and Delete (confirmed). */
export function StudentCard({
  student,
  selected,
  onSelect,
}: {
  student: AdminStudentDetailed;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const seats = currentSeats(student.enrollment_info.courses);
  const [deleting, setDeleting] = useState(false);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      data-testid="student-card"
      aria-label={student.name}
      style={selected ? { borderColor: 'var(--mantine-color-blue-filled)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <StudentIdentity student={student} />
        <Checkbox
          aria-label={t('students.select_student', { name: student.name })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </Group>
      <ParentLine parent={student.parent} />
      <Divider my="sm" />
      <Stack gap="sm">
        <div>
          <Text size="xs" fw={700} c="dimmed" mb={4}>
            {t('students.columns.courses')}
          </Text>
          {seats.length === 0 ? <StudentCourses courses={[]} /> : <EnrollmentPanel courses={seats} withSection />}
        </div>
        <Group gap="xs" wrap="nowrap" grow>
          <ViewStudentButton id={student.id} name={student.name} fullWidth />
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('delete_student.button_label', { name: student.name })}
            onClick={() => setDeleting(true)}
          >
            {t('delete_student.remove')}
          </Button>
        </Group>
      </Stack>
      {deleting && <DeleteStudentModal student={student} onClose={() => setDeleting(false)} onDone={() => setDeleting(false)} />}
    </Card>
  );
}
