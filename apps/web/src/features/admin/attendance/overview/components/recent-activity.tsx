import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceRecordRow } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';
import { localizedName } from '@/lib/course-name';
import { RECENT_ACTIVITY_SIZE } from '../lib/overview-params';
import { RecordStatusBadge } from './record-status-badge';

/** The latest marks (spec 9: 5), newest first. */
export function RecentActivity({ records }: { records: AttendanceRecordRow[] | undefined }) {
  const { t } = useTranslation('admin-attendance');
  const { lang, locale } = useLanguage();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="recent-activity-title" h="100%">
      <Title order={3} size="h5" id="recent-activity-title" mb="sm">
        {t('recent.title')}
      </Title>
      {!records ? (
        <Stack gap="sm">
          {Array.from({ length: RECENT_ACTIVITY_SIZE }, (_, i) => (
            <Skeleton key={i} h={40} radius="sm" />
          ))}
        </Stack>
      ) : records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recent.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="recent-activity">
          {records.slice(0, RECENT_ACTIVITY_SIZE).map((record) => (
            <Group key={record.id} component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {record.student_name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {t('recent.where', {
                    course: localizedName({ name: record.course_name, name_ar: record.course_name_ar }, lang),
                    section: record.section_name,
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(record.marked_at, locale)}
                </Text>
              </div>
              <RecordStatusBadge status={record.status} />
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
