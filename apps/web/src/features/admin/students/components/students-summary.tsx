import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconBroadcast, IconCheckbox, IconFilter, IconSchool, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminStudentsResponse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { SummaryCard } from './summary-card';

/** Spec 2: total, active (enrolled), live sessions, total enrollments, filtered results, selected. */
export function StudentsSummary({ summary, selected }: { summary: AdminStudentsResponse['summary'] | undefined; selected: number }) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={62} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const n = (value: number) => formatNumber(value, locale);
  const icon = { size: 20 } as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <SummaryCard label={t('students.summary.total')} value={n(summary.total)} icon={<IconUsers {...icon} />} color="blue" />
      <SummaryCard label={t('students.summary.active')} value={n(summary.active)} icon={<IconUserCheck {...icon} />} color="green" />
      <SummaryCard
        label={t('students.summary.live_sessions')}
        value={n(summary.live_sessions)}
        icon={<IconBroadcast {...icon} />}
        color="red"
      />
      <SummaryCard
        label={t('students.summary.total_enrollments')}
        value={n(summary.total_enrollments)}
        icon={<IconSchool {...icon} />}
        color="teal"
      />
      <SummaryCard label={t('students.summary.filtered')} value={n(summary.filtered)} icon={<IconFilter {...icon} />} color="violet" />
      <SummaryCard label={t('students.summary.selected')} value={n(selected)} icon={<IconCheckbox {...icon} />} color="gray" />
    </SimpleGrid>
  );
}
