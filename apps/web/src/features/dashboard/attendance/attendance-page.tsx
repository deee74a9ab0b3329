import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMyAttendance } from '@/features/dashboard/api/get-my-attendance';
import { AttendanceList } from '@/features/dashboard/components/attendance-list';
import { AttendanceSummary } from '@/features/dashboard/components/attendance-summary';
import { AttendanceTotals } from '@/features/dashboard/components/attendance-totals';
import { DashboardQuery } from '@/features/dashboard/components/dashboard-query';
import { EmptyState } from '@/components/empty-state';
import { NoStudent } from '@/features/dashboard/components/no-student';
import { useSelectedStudent } from '@/features/dashboard/hooks/use-selected-student';

const loading = (
  <Stack gap="md" aria-hidden>
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {[1, 2, 3, 4].map((i) => (
        <Skeleton key={i} h={84} radius="md" />
      ))}
    </SimpleGrid>
    <Skeleton h={160} radius="md" />
    <Skeleton h={240} radius="md" />
  </Stack>
);

/** `/dashboard/attendance`: the chosen child's totals, summary (rates, balance) and sessions, newest first. */
export function AttendancePage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('tabs.attendance'));
  const { selected } = useSelectedStudent();
  const query = useMyAttendance(selected?.id);
  if (!selected) return <NoStudent />;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('attendance.heading', { name: selected.name })}
      </Title>
      <DashboardQuery query={query} loading={loading} failedText={t('attendance.load_failed')}>
        {(data) =>
          data.attendance.length === 0 ? (
            <EmptyState
              icon={<IconCalendarOff size={48} stroke={1.4} />}
              title={t('attendance.empty_title')}
              text={t('attendance.empty_text', { name: selected.name })}
            />
          ) : (
            <Stack gap="md" data-student-id={data.student.id}>
              <AttendanceTotals totals={data.totals} />
              <AttendanceSummary summary={data.summary} />
              <AttendanceList records={data.attendance} />
            </Stack>
          )
        }
      </DashboardQuery>
    </Stack>
  );
}
