import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconCash, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MyAttendanceResponse } from '@academy/shared';
import { Ltr } from '@/components/bidi';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { StatCard } from '@/components/stat-card';

/** Spec 2: totals of sessions, present, absent and unpaid. */
export function AttendanceTotals({ totals }: { totals: MyAttendanceResponse['totals'] }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const n = (value: number) => <Ltr>{formatNumber(value, locale)}</Ltr>;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="md"
      role="group"
      aria-label={t('attendance.totals_label')}
      data-testid="attendance-totals"
    >
      <StatCard label={t('attendance.totals.sessions')} value={n(totals.sessions)} icon={<IconCalendarStats size={20} />} />
      <StatCard label={t('attendance.totals.present')} value={n(totals.present)} icon={<IconCircleCheck size={20} />} color="green" />
      <StatCard label={t('attendance.totals.absent')} value={n(totals.absent)} icon={<IconCircleX size={20} />} color="red" />
      <StatCard
        label={t('attendance.totals.unpaid')}
        value={n(totals.unpaid)}
        icon={<IconCash size={20} />}
        color={totals.unpaid > 0 ? 'orange' : 'gray'}
      />
    </SimpleGrid>
  );
}
