import { List, Stack, Text } from '@mantine/core';
import type { AdminMobileCredential } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Isolate } from '@/components/bidi';

/** A parent's linked students (linked at approval) with their courses, or a student's enrolled course. */
export function HolderCourses({ holder }: { holder: AdminMobileCredential }) {
  const { t } = useTranslation('admin-people');
  if (holder.type === 'parent') {
    const students = holder.students ?? [];
    return (
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('mobile.linked_students')}
        </Text>
        {students.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('mobile.no_students')}
          </Text>
        ) : (
          <List size="sm" spacing={2} data-testid="linked-students">
            {students.map((student) => (
              <List.Item key={student.id}>
                <Isolate>{student.name}</Isolate>
                {' — '}
                <Text span c="dimmed" size="sm">
                  {student.course_name ? <Isolate>{student.course_name}</Isolate> : t('mobile.no_course')}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {t('mobile.enrolled_course')}
      </Text>
      <Text size="sm" data-testid="student-course">
        {holder.course_name ? <Isolate>{holder.course_name}</Isolate> : t('mobile.no_course')}
      </Text>
    </Stack>
  );
}
