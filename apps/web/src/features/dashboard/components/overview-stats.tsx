import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCalendarCheck, IconSchool, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceBand, formatDA } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { useMyEnrollments } from '@/lib/api/courses/get-my-enrollments';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/use-language';
import { useMyAttendance } from '../api/get-my-attendance';
import { useStudentPayments } from '../api/payments/get-student-payments';
import { formatPercent } from '../lib/format-day';
import { DataAlert } from './data-alert';
import { StatCard } from '@/components/stat-card';

const pending = <Skeleton h={28} w={80} aria-hidden />;
const unknown = <span aria-hidden>—</span>;

function valueOf<T>(query: { data?: T; isPending: boolean }, show: (data: T) => ReactNode): ReactNode {
  if (query.data !== undefined) return show(query.data);
  return query.isPending ? pending : unknown;
}

/** Overview: the child's active courses, attendance rate and outstanding balance, each leading to its tab. */
export function OverviewStats({ studentId }: { studentId: number }) {
  const { t } = useTranslation('dashboard');
  const { lang, locale } = useLanguage();
  const enrollments = useMyEnrollments(true);
  const attendance = useMyAttendance(studentId);
  const payments = useStudentPayments(studentId);
  const rate = attendance.data?.summary.total_sessions ? attendance.data.summary.attendance_rate : null;
  const band = rate === null ? null : attendanceBand(rate);

  return (
    <Stack gap="sm">
      <DataAlert queries={[enrollments, attendance]} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" role="group" aria-label={t('overview.stats.label')}>
        <StatCard
          label={t('overview.stats.courses')}
          icon={<IconSchool size={20} />}
          value={valueOf(enrollments, ({ enrollments: list }) => (
            <Ltr>
              {formatNumber(
                list.filter((e) => e.student_id === studentId && e.is_active && e.enrollment_status === 'approved').length,
                locale,
              )}
            </Ltr>
          ))}
          link={{ to: paths.dashboard.learning, label: t('overview.stats.courses_link') }}
        />
        <StatCard
          label={t('overview.stats.attendance')}
          icon={<IconCalendarCheck size={20} />}
          color={band ?? 'gray'}
          value={valueOf(attendance, () =>
            rate === null ? t('overview.stats.no_rate') : <Isolate>{formatPercent(rate, locale)}</Isolate>,
          )}
          hint={band && t(`attendance.band.${band}`)}
          link={{ to: paths.dashboard.attendance, label: t('overview.stats.attendance_link') }}
        />
        <StatCard
          label={t('overview.stats.balance')}
          icon={<IconWallet size={20} />}
          color={(payments.data?.students[0]?.total_debt ?? 0) > 0 ? 'red' : 'green'}
          value={valueOf(payments, ({ students }) => (
            <Isolate>{formatDA(students[0]?.total_debt ?? 0, lang)}</Isolate>
          ))}
          link={{ to: paths.dashboard.payments, label: t('overview.stats.balance_link') }}
        />
      </SimpleGrid>
    </Stack>
  );
}
