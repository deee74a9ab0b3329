import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminStudentDetailed } from '@academy/shared';
import { UserAvatar } from '@/components/user-avatar';
import { useLanguage } from '@/i18n/use-language';
import { StudentStatusBadge } from '../student-status-badge';

/** Back to the list (with its filters), then the student's photo, name, barcode and badge. */
export function StudentHeader({ student, backTo }: { student: AdminStudentDetailed; backTo: string }) {
  const { t } = useTranslation('admin');
  const { dir } = useLanguage();
  const Back = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <Back size={16} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Group gap="md" wrap="nowrap" align="center">
        <UserAvatar name={student.name} src={student.profile_picture_url} size="lg" />
        <Stack gap={2} miw={0}>
          <Title order={2} size="h3">
            {student.name}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('students.id', { id: student.id })} · <bdi dir="ltr">{student.barcode}</bdi>
            </Text>
            <StudentStatusBadge status={student.status} />
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
