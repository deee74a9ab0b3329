import { Stack, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { useLanguage } from '@/i18n/use-language';
import { useTeacherWeek } from './api/get-teacher-week';
import { SessionCard } from './components/session-card';
import { dayLabel } from './lib';

/** `/teacher`: today's sessions (the academy's today), in time order. */
export function TodayPage() {
  const { t } = useTranslation('teacher');
  const { locale } = useLanguage();
  const week = useTeacherWeek();
  if (week.isPending) return <PageLoader />;
  if (week.isError)
    return <LoadError title={t('today.load_failed')} error={week.error} onRetry={() => void week.refetch()} retrying={week.isFetching} />;
  const { today, sessions } = week.data;
  const todays = sessions.filter((s) => s.date === today);
  return (
    <Stack gap="sm">
      {/* The tab says "Today": the heading names the day. */}
      <Title order={2} size="h4">
        {dayLabel(today, locale)}
      </Title>
      {todays.length === 0 ? (
        <EmptyState icon={<IconCalendarOff size={40} />} title={t('today.empty')} text={t('today.empty_text')} />
      ) : (
        todays.map((s) => <SessionCard key={`${s.section.id}-${s.start_time}`} session={s} />)
      )}
    </Stack>
  );
}
