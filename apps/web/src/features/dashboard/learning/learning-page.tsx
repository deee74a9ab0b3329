import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyEnrollments } from '@/lib/api/courses/get-my-enrollments';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@/lib/paths';
import { useStudentPayments } from '@/features/dashboard/api/payments/get-student-payments';
import { DashboardQuery } from '@/features/dashboard/components/dashboard-query';
import { EmptyState } from '@/components/empty-state';
import { EnrollmentCard } from '@/features/dashboard/components/enrollment-card';
import { NoStudent } from '@/features/dashboard/components/no-student';
import { useSelectedStudent } from '@/features/dashboard/hooks/use-selected-student';
import { ClassNotes } from '@/features/dashboard/components/class-notes';

const loading = (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-hidden>
    <Skeleton h={260} radius="md" />
    <Skeleton h={260} radius="md" />
  </SimpleGrid>
);

/**
 * `/dashboard/learning`: each course of the chosen child with section, weekly schedule, state and this month's sessions;
 * below, the teachers' notes of the child's sessions and the homework of their classes.
 */
export function LearningPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('tabs.learning'));
  const { selected } = useSelectedStudent();
  const enrollments = useMyEnrollments(true);
  const payments = useStudentPayments(selected?.id ?? null, selected !== null);
  if (!selected) return <NoStudent />;
  const moneyOf = (enrollmentId: number) => payments.data?.payment_summary.find((item) => item.enrollment_id === enrollmentId);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('learning.heading', { name: selected.name })}
        </Title>
        <Text c="dimmed" size="sm">
          {t('learning.intro')}
        </Text>
      </div>
      <DashboardQuery query={enrollments} also={[payments]} loading={loading}>
        {(data) => {
          const mine = data.enrollments.filter((e) => e.student_id === selected.id);
          if (mine.length === 0) {
            return (
              <EmptyState
                icon={<IconSchool size={48} stroke={1.4} />}
                title={t('learning.empty_title')}
                text={t('learning.empty_text', { name: selected.name })}
                action={
                  <Button component={Link} to={paths.dashboard.courses} leftSection={<IconBooks size={18} aria-hidden />} mt="xs">
                    {t('learning.empty_action')}
                  </Button>
                }
              />
            );
          }
          return (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {mine.map((enrollment) => (
                <EnrollmentCard key={enrollment.id} enrollment={enrollment} money={moneyOf(enrollment.enrollment_id)} />
              ))}
            </SimpleGrid>
          );
        }}
      </DashboardQuery>
      <ClassNotes studentId={selected.id} name={selected.name} />
    </Stack>
  );
}
