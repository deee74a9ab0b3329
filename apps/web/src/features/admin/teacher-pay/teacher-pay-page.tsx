import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { MonthPicker } from '@/components/pay/month-picker';
import { useMonthParam } from '@/hooks/use-month-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTeacherPay } from './api/get-teacher-pay';
import { PayCards } from './components/pay-cards';
import { PayTable } from './components/pay-table';

/**
 * `/admin/people/teachers/pay` (issue 25 item 3): every teacher's month (sessions, students present, collected,
 * their share, what the academy kept, payouts) with the balance owed today and the totals; a table on wide
 * screens, cards on phones; a row opens the teacher's statement for the month.
 */
export function TeacherPayPage() {
  const { t } = useTranslation('pay');
  usePageTitle(t('list.title'));
  const { month, latest, setMonth } = useMonthParam();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const list = useTeacherPay(month);

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={56} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('list.load_failed')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.teachers.length === 0) {
    content = <EmptyState icon={<IconCoins size={40} />} title={t('list.empty')} text={t('list.empty_text')} />;
  } else if (phone) {
    content = <PayCards data={list.data} />;
  } else {
    content = (
      <Paper withBorder radius="md">
        <PayTable data={list.data} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.subtitle')}
          </Text>
        </div>
        <MonthPicker value={month} latest={latest} onChange={setMonth} />
      </Group>
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
    </Stack>
  );
}
