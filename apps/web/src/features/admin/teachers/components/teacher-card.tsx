import { Card, Group, Stack } from '@mantine/core';
import type { AdminTeacher } from '@academy/shared';
import { TeacherActions, type TeacherActionHandlers } from './teacher-actions';
import { LevelBadges, SectionsCount, SubjectBadges, TeacherIdentity, TeacherStatusBadge } from './teacher-facts';

/** Phones: one card per teacher, with the same actions as the table. */
export function TeacherCard({ teacher, handlers }: { teacher: AdminTeacher; handlers: TeacherActionHandlers }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="teacher-row" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <TeacherIdentity teacher={teacher} />
          <TeacherStatusBadge active={teacher.is_active} />
        </Group>
        <SubjectBadges teacher={teacher} />
        <LevelBadges teacher={teacher} />
        <SectionsCount count={teacher.sections_count} />
        <TeacherActions teacher={teacher} handlers={handlers} />
      </Stack>
    </Card>
  );
}
