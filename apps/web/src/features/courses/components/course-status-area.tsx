import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { CourseSummary } from '@academy/shared';
import type { StudentCourseStatus, Viewer } from '../hooks/use-course-statuses';
import { StatusBadge } from './status-badge';

interface CourseStatusAreaProps {
  course: CourseSummary;
  viewer: Viewer;
  statuses: StudentCourseStatus[];
  titleId: string;
  busy: boolean;
  onRegister: () => void;
}

/**
 * The bottom of a catalogue card: each student's status (pending, enrolled, a rejected banner with the
 * reason) and the Register button while at least one student may still register, or "Full".
 * Staff (admins) browse only: no button.
 */
export function CourseStatusArea({ course, viewer, statuses, titleId, busy, onRegister }: CourseStatusAreaProps) {
  const { t } = useTranslation('courses');
  if (viewer === 'loading') return <Skeleton height={36} radius="md" />;
  if (viewer === 'staff') return null;

  const several = statuses.length > 1;
  const known = statuses.filter((s) => s.status !== 'none');
  const mayRegister = viewer === 'visitor' || statuses.length === 0 || statuses.some((s) => s.status === 'none');

  return (
    <Stack gap="xs">
      {known.map(({ student, status, reason }) =>
        status === 'rejected' ? (
          <Alert
            key={student.id}
            color="red"
            variant="light"
            p="xs"
            title={
              several ? (
                <Trans t={t} i18nKey="status.rejected_for" values={{ student: student.name }} components={{ v: <bdi /> }} />
              ) : (
                t('status.rejected')
              )
            }
          >
            {reason && <Trans t={t} i18nKey="status.reason" values={{ reason }} components={{ v: <bdi /> }} />}
          </Alert>
        ) : (
          <Group key={student.id} gap="xs" justify="space-between">
            {several && (
              <Text size="sm" fw={500}>
                {student.name}
              </Text>
            )}
            <StatusBadge status={status === 'enrolled' ? 'enrolled' : 'pending'} />
          </Group>
        ),
      )}
      {mayRegister &&
        (course.is_full ? (
          <Group>
            <StatusBadge status="full" />
          </Group>
        ) : (
          <Button fullWidth onClick={onRegister} loading={busy} aria-describedby={titleId}>
            {t('card.register')}
          </Button>
        ))}
    </Stack>
  );
}
