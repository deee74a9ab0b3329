import { Badge, Group, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { ATTENDANCE_PAYMENT_COLORS, formatDA, type MyAttendanceRecord, localCourseName } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDay } from '../lib/format-day';

const STATUS_COLORS = { present: 'green', absent: 'red', late: 'orange', excused: 'blue' } as const;

/** One session: date, course and section, attendance status, and the session's payment when it has one. */
export function AttendanceRow({ record }: { record: MyAttendanceRecord }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { lang, locale } = useLanguage();
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" py="sm">
      <Stack gap={0} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Text fw={600} size="sm">
          <Isolate>{formatDay(record.date, locale)}</Isolate>
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{localCourseName(record, lang)}</bdi> · <bdi>{record.class_name}</bdi>
        </Text>
        {record.payment_amount !== null && (
          <Text size="xs" c="dimmed">
            <Trans
              t={t}
              i18nKey="attendance.amount"
              values={{ amount: formatDA(record.payment_amount, lang) }}
              components={{ v: <bdi /> }}
            />
          </Text>
        )}
      </Stack>
      <Group gap={6} wrap="nowrap">
        <Badge color={STATUS_COLORS[record.status]} variant="light" data-status={record.status}>
          {t(`attendance.status.${record.status}`)}
        </Badge>
        {record.payment_status && (
          <Badge color={ATTENDANCE_PAYMENT_COLORS[record.payment_status]} variant="outline">
            {t(`common:attendance_payment.${record.payment_status}`)}
          </Badge>
        )}
      </Group>
    </Group>
  );
}
