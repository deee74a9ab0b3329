import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';
import { UserAvatar } from '@/components/user-avatar';
import { StudentStatusBadge } from './student-status-badge';

/** Photo, name, id and barcode, and the Active / Pending badge. */
export function StudentIdentity({ student }: { student: AdminStudentDetailed }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <UserAvatar name={student.name} src={student.profile_picture_url} size="md" />
      <Stack gap={2} miw={0}>
        <Text fw={600} lineClamp={2}>
          {student.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('students.id', { id: student.id })} · <bdi dir="ltr">{student.barcode}</bdi>
        </Text>
        <div>
          <StudentStatusBadge status={student.status} />
        </div>
      </Stack>
    </Group>
  );
}
