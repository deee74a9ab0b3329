import { Group, Table } from '@mantine/core';
import type { AdminTeacher } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { TeacherActions, type TeacherActionHandlers } from './teacher-actions';
import { LevelBadges, SectionsCount, SubjectBadges, TeacherIdentity, TeacherStatusBadge } from './teacher-facts';

/** Wide screens: one row per teacher, scrolled sideways when the window is narrow. */
export function TeachersTable({ teachers, handlers }: { teachers: AdminTeacher[]; handlers: TeacherActionHandlers }) {
  const { t } = useTranslation('admin-staff');
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" highlightOnHover striped="even" aria-label={t('teachers.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teachers.columns.teacher')}</Table.Th>
            <Table.Th>{t('teachers.columns.subjects')}</Table.Th>
            <Table.Th>{t('teachers.columns.levels')}</Table.Th>
            <Table.Th w={150}>{t('teachers.columns.sections')}</Table.Th>
            <Table.Th w={110}>{t('teachers.columns.status')}</Table.Th>
            <Table.Th w={190}>{t('teachers.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teachers.map((teacher) => (
            <Table.Tr key={teacher.id} data-testid="teacher-row">
              <Table.Td>
                <TeacherIdentity teacher={teacher} />
              </Table.Td>
              <Table.Td>
                <SubjectBadges teacher={teacher} />
              </Table.Td>
              <Table.Td>
                <LevelBadges teacher={teacher} />
              </Table.Td>
              <Table.Td>
                <SectionsCount count={teacher.sections_count} />
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <TeacherStatusBadge active={teacher.is_active} />
                </Group>
              </Table.Td>
              <Table.Td>
                <TeacherActions teacher={teacher} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
