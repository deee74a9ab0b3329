import { Grid, Skeleton } from '@mantine/core';
import {
  IconCash,
  IconChartLine,
  IconClock,
  IconListCheck,
  IconReportMoney,
  IconUserCheck,
  IconUsersGroup,
  IconUserX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDA, type AttendanceOverviewResponse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { StatCard } from '@/components/stat-card';
import { formatPercent } from '../../../lib/format-percent';

/** Counts two by two on a phone; an amount in DA needs the whole width there. Four a row on a wide screen. */
const COUNT_SPAN = { base: 6, lg: 3 };
const AMOUNT_SPAN = { base: 12, xs: 6, lg: 3 };

/** The figures of the chosen days: marks, rate, present / absent / late, and the money of today and owed. */
export function OverviewSummary({ summary }: { summary: AttendanceOverviewResponse['summary'] | undefined }) {
  const { t } = useTranslation('admin-attendance');
  const { lang, locale } = useLanguage();
  if (!summary) {
    return (
      <Grid gutter="md" aria-hidden>
        {Array.from({ length: 8 }, (_, i) => (
          <Grid.Col key={i} span={i < 6 ? COUNT_SPAN : AMOUNT_SPAN}>
            <Skeleton h={98} radius="md" />
          </Grid.Col>
        ))}
      </Grid>
    );
  }
  const n = (value: number) => formatNumber(value, locale);
  const cards = [
    { key: 'records', value: n(summary.total_records), icon: <IconListCheck size={24} />, color: 'blue' },
    { key: 'attendance_rate', value: formatPercent(summary.attendance_rate, locale), icon: <IconChartLine size={24} />, color: 'teal' },
    { key: 'present', value: n(summary.present), icon: <IconUserCheck size={24} />, color: 'green' },
    { key: 'absent', value: n(summary.absent), icon: <IconUserX size={24} />, color: 'red' },
    { key: 'late', value: n(summary.late), icon: <IconClock size={24} />, color: 'yellow' },
    { key: 'indebted_students', value: n(summary.indebted_students), icon: <IconUsersGroup size={24} />, color: 'grape' },
    { key: 'collected_today', value: formatDA(summary.collected_today, lang), icon: <IconCash size={24} />, color: 'green', amount: true },
    {
      key: 'outstanding_debt',
      value: formatDA(summary.outstanding_debt, lang),
      icon: <IconReportMoney size={24} />,
      color: 'orange',
      amount: true,
    },
  ] as const;
  return (
    <Grid gutter="md" data-testid="overview-summary">
      {cards.map((card) => (
        // A grid cell stretches its one card: cards of a row are as tall as the one whose label wraps.
        <Grid.Col key={card.key} span={'amount' in card ? AMOUNT_SPAN : COUNT_SPAN} style={{ display: 'grid' }}>
          <StatCard layout="headline" label={t(`summary.${card.key}`)} value={card.value} icon={card.icon} color={card.color} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
