import { Checkbox, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import type { Selection } from '../hooks/use-selection';
import { EnrollmentPanel } from './enrollment-panel';
import { ParentLine } from './parent-line';
import { StudentCourses } from './student-courses';
import { StudentIdentity } from './student-identity';
import { ViewStudentButton } from './view-student-button';
import { currentSeats } from '../lib/enrollments';

/** Spec 2's table: select, student, courses and sections, attendance and payment, View; 1200 px wide, scrolled sideways. */
export function StudentsTable({ students, selection }: { students: AdminStudentDetailed[]; selection: Selection }) {
  const { t } = useTranslation('admin');
  const ids = students.map((s) => s.id);
  const chosen = ids.filter((id) => selection.has(id)).length;
  return (
    <Table.ScrollContainer minWidth={1200} type="native">
      <Table verticalSpacing="sm" highlightOnHover striped="even" aria-label={t('students.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <Checkbox
                aria-label={t('students.select_all')}
                checked={chosen > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                onChange={(event) => selection.setMany(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th w={320}>{t('students.columns.student')}</Table.Th>
            <Table.Th w={300}>{t('students.columns.courses')}</Table.Th>
            <Table.Th>{t('students.columns.attendance_payment')}</Table.Th>
            <Table.Th w={110}>{t('students.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr
              key={student.id}
              data-testid="student-row"
              bg={selection.has(student.id) ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Checkbox
                  aria-label={t('students.select_student', { name: student.name })}
                  checked={selection.has(student.id)}
                  onChange={(event) => selection.setMany([student.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Stack gap={4}>
                  <StudentIdentity student={student} />
                  <ParentLine parent={student.parent} />
                </Stack>
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <StudentCourses courses={currentSeats(student.enrollment_info.courses)} />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <EnrollmentPanel courses={currentSeats(student.enrollment_info.courses)} />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <ViewStudentButton id={student.id} name={student.name} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
