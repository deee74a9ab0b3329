import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { schoolWeek, type TeacherSession } from '@academy/shared';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { useTeacherWeek } from './api/get-teacher-week';
import { SessionCard } from './components/session-card';
import { dayLabel, shortDate } from './lib';

/** `/teacher/week`: the school week (Saturday to Friday) holding today, day by day; days without a session are left out. */
export function WeekPage() {
  const { t } = useTranslation('teacher');
  const { locale } = useLanguage();
  const week = useTeacherWeek();
  if (week.isPending) return <PageLoader />;
  if (week.isError)
    return <LoadError title={t('today.load_failed')} error={week.error} onRetry={() => void week.refetch()} retrying={week.isFetching} />;
  const { today, week_start, week_end, sessions } = week.data;
  const byDay = new Map<string, TeacherSession[]>();
  for (const s of sessions) byDay.set(s.date, [...(byDay.get(s.date) ?? []), s]);
  const days = schoolWeek(week_start).filter((d) => byDay.has(d.date));
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h4">
          {t('week.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('week.range', { start: shortDate(week_start, locale), end: shortDate(week_end, locale) })}
        </Text>
      </div>
      {days.length === 0 && <EmptyState icon={<IconCalendarOff size={40} />} title={t('week.empty')} />}
      {days.map(({ date }) => {
        const list = byDay.get(date)!;
        return (
          <Stack key={date} gap="xs" component="section" aria-labelledby={`day-${date}`} data-testid="teacher-day">
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Title order={3} size="h5" id={`day-${date}`}>
                  {dayLabel(date, locale)}
                </Title>
                {date === today && (
                  <Badge size="sm" variant="light">
                    {t('week.today_badge')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('week.day_sessions', { count: list.length, formatted: formatNumber(list.length, locale) })}
              </Text>
            </Group>
            {list.map((s) => (
              <SessionCard key={`${s.section.id}-${s.start_time}`} session={s} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
