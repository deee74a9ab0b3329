import { Badge, Group, Progress, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { LIMITS, type AdminStudentDetailed } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { formatPercent } from '../../../lib/format-percent';
import { localizedName } from '@/lib/course-name';
import { useAttendanceHistory } from '../../api/get-attendance-history';
import { adminAttendanceColor, isExcellentAttendance } from '../../lib/attendance-band';
import { DetailCard } from './detail-card';
import { Figure } from './figure';

const STATUS_COLORS = { present: 'green', late: 'yellow', absent: 'red', excused: 'gray' } as const;

/** Attendance overview: the rate in its colour band (Excellent at 80 %), counts, and the 10 latest records. */
export function AttendanceCard({ student }: { student: AdminStudentDetailed }) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const history = useAttendanceHistory(student.id);
  const stats = student.attendance_stats;
  const n = (v: number) => formatNumber(v, locale);
  const color = adminAttendanceColor(stats.attendance_rate);
  const records = history.data?.attendance_history ?? [];
  const latest = records.slice(0, LIMITS.attendanceRecordsList);

  return (
    <DetailCard title={t('attendance.title')} testId="attendance-card">
      <Stack gap="md">
        {stats.total_records === 0 ? (
          <Text c="dimmed" size="sm">
            {t('attendance.none')}
          </Text>
        ) : (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{t('attendance.rate')}</Text>
              <Group gap={6}>
                <Text fw={700} c={color} data-band={color}>
                  <bdi>{formatPercent(stats.attendance_rate, locale)}</bdi>
                </Text>
                {isExcellentAttendance(stats.attendance_rate) && (
                  <Badge color="green" variant="filled" size="sm">
                    {t('attendance.excellent')}
                  </Badge>
                )}
              </Group>
            </Group>
            <Progress value={stats.attendance_rate} color={color} aria-label={t('attendance.rate')} />
          </Stack>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Figure label={t('attendance.records')}>{n(stats.total_records)}</Figure>
          <Figure label={t('attendance.status.present')} color="green">
            {n(stats.present_count)}
          </Figure>
          <Figure label={t('attendance.status.late')} color="yellow">
            {n(stats.late_count)}
          </Figure>
          <Figure label={t('attendance.status.absent')} color="red">
            {n(stats.absent_count)}
          </Figure>
        </SimpleGrid>
        {history.isPending ? (
          <Skeleton h={120} />
        ) : latest.length > 0 ? (
          <>
            <Table.ScrollContainer minWidth={420} type="native">
              <Table fz="sm" verticalSpacing={4} aria-label={t('attendance.latest')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('attendance.date')}</Table.Th>
                    <Table.Th>{t('attendance.course')}</Table.Th>
                    <Table.Th>{t('attendance.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {latest.map((record) => (
                    <Table.Tr key={record.id}>
                      <Table.Td>
                        <bdi>{formatDate(record.attendance_date, locale)}</bdi>
                      </Table.Td>
                      <Table.Td>{localizedName({ name: record.course_name, name_ar: record.course_name_ar }, lang)}</Table.Td>
                      <Table.Td>
                        <Badge size="sm" variant="light" color={STATUS_COLORS[record.status]}>
                          {t(`attendance.status.${record.status}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed">
              <Trans
                t={t}
                i18nKey="attendance.showing"
                count={records.length}
                values={{ shown: n(latest.length), total: n(records.length) }}
                components={{ n: <bdi dir="ltr" /> }}
              />
            </Text>
          </>
        ) : null}
      </Stack>
    </DetailCard>
  );
}
