import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { useProfileStudents } from '../api/get-profile-students';
import { EnrollmentItem } from './enrollment-item';
import { SectionCard } from '../../components/section-card';

/** Every student's enrollments, grouped by student. */
export function EnrollmentsCard() {
  const { t } = useTranslation('account');
  const query = useProfileStudents();
  const students = query.data?.students ?? [];
  const many = students.length > 1;
  return (
    <SectionCard title={t('profile.enrollments.title')}>
      {query.isPending ? (
        <Skeleton h={120} />
      ) : query.isError ? (
        <LoadError title={t('profile.load_failed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="md">
          {students.map((student) => (
            <Stack key={student.id} gap="xs">
              {many && (
                <Title order={4} size="h5">
                  {student.name}
                </Title>
              )}
              {student.enrollments.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('profile.enrollments.empty', { name: student.name })}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {student.enrollments.map((enrollment) => (
                    <EnrollmentItem key={enrollment.enrollment_id} enrollment={enrollment} />
                  ))}
                </Stack>
              )}
            </Stack>
          ))}
          <div>
            <Button component={Link} to={paths.dashboard.courses} variant="subtle" size="xs">
              {t('profile.enrollments.browse')}
            </Button>
          </div>
        </Stack>
      )}
    </SectionCard>
  );
}
