import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatPercent } from '../../lib/format-percent';
import { adminAttendanceColor, isExcellentAttendance } from '../lib/attendance-band';

/** An attendance rate in its colour band (80 % green with Excellent, 60 % amber, else red); none without records. */
export function AttendanceBadge({ rate, records }: { rate: number; records: number }) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  if (records === 0) {
    return (
      <Badge variant="outline" color="gray" size="sm">
        {t('attendance.no_records')}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        variant="light"
        color={adminAttendanceColor(rate)}
        size="sm"
        aria-label={t('attendance.rate_label', { rate: formatPercent(rate, locale) })}
      >
        <bdi>{formatPercent(rate, locale)}</bdi>
      </Badge>
      {isExcellentAttendance(rate) && (
        <Badge variant="filled" color="green" size="sm">
          {t('attendance.excellent')}
        </Badge>
      )}
    </Group>
  );
}
