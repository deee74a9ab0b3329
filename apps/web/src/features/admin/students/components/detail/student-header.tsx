import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AdminStudentDetailed } from '@academy/shared';
import { UserAvatar } from '@/components/user-avatar';
import { useLanguage } from '@/i18n/use-language';
import { StudentStatusBadge } from '../student-status-badge';
import { DeleteStudentModal } from './delete-student-modal';

/** Back to the list (with its filters), then the student's photo, name, barcode and badge, and Delete (with confirmation). */
export function StudentHeader({ student, backTo }: { student: AdminStudentDetailed; backTo: string }) {
  const { t } = useTranslation('admin');
  const { dir } = useLanguage();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
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
        <Button ms="auto" variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
          {t('delete_student.button')}
        </Button>
      </Group>
      {deleting && <DeleteStudentModal student={student} onClose={() => setDeleting(false)} onDone={() => void navigate(backTo)} />}
    </Stack>
  );
}
