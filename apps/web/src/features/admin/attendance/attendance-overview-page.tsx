import { Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { academyClock } from '@academy/shared';
import { EmptyState } from '@/components/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';
import { ListPagination } from '@/features/admin/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useAttendanceOverview } from './overview/api/get-attendance-overview';
import { ExportButton } from './overview/components/export-button';
import { OverviewFilters } from './overview/components/overview-filters';
import { OverviewSummary } from './overview/components/overview-summary';
import { PaymentDueAlerts } from './overview/components/payment-due-alerts';
import { RateChartCard } from './overview/components/rate-chart-card';
import { RecentActivity } from './overview/components/recent-activity';
import { RecordsTable } from './overview/components/records-table';
import { useOverviewFilters } from './overview/hooks/use-overview-filters';
import { OVERVIEW_PAGE_SIZE, overviewQuery } from './overview/lib/overview-params';

/**
 * `/admin/attendance`: Overview & Analytics (spec 2 "Attendance"): the figures of the chosen days, the
 * payments due, the attendance rate per day, the latest marks and every record page by page, with the
 * CSV export of what the filters select. Filters and page live in the URL.
 */
export function AttendanceOverviewPage() {
  const { t } = useTranslation('admin-attendance');
  usePageTitle(t('overview.title'));
  const { filters, page, hasFilters, update, clearAll, setPage } = useOverviewFilters();
  const overview = useAttendanceOverview(overviewQuery(filters, page));
  const data = overview.data;
  const today = academyClock(new Date()).date;

  let records;
  if (overview.isPending) {
    records = (
      <Stack gap="xs" p="md">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (!data) {
    records = null;
  } else if (data.attendance_records.length === 0) {
    records = (
      <EmptyState
        icon={<IconClipboardList size={40} />}
        title={hasFilters ? t('empty.filtered') : t('empty.title')}
        text={hasFilters ? undefined : t('empty.text')}
        action={
          hasFilters ? (
            <Button variant="light" onClick={clearAll}>
              {t('filters.clear')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    records = <RecordsTable records={data.attendance_records} />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('overview.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('overview.subtitle')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={overview.isRefetching && !overview.isPlaceholderData}
            onClick={() => void overview.refetch()}
          >
            {t('overview.refresh')}
          </Button>
          <ExportButton filters={filters} />
        </Group>
      </Group>

      <Paper withBorder p="md" radius="md" component="section" aria-label={t('filters.label')}>
        <OverviewFilters filters={filters} hasFilters={hasFilters} range={data?.range} today={today} onChange={update} onClear={clearAll} />
      </Paper>

      {overview.isError && !data ? (
        <LoadError title={t('overview.load_failed')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <Stack
          gap="md"
          aria-busy={overview.isFetching}
          style={{ opacity: overview.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <section aria-label={t('summary.label')}>
            <OverviewSummary summary={data?.summary} />
          </section>
          {data && <PaymentDueAlerts first={data.payment_due_students} total={data.payment_due_total} />}
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <RateChartCard data={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <RecentActivity records={data?.recent_activity.records} />
            </Grid.Col>
          </Grid>
          <Paper withBorder radius="md" component="section" aria-labelledby="records-title">
            <Title order={3} size="h5" id="records-title" px="md" pt="md" pb="xs">
              {t('table.title')}
            </Title>
            {records}
          </Paper>
          {data && <ListPagination page={page} pageSize={OVERVIEW_PAGE_SIZE} total={data.total} onChange={setPage} />}
        </Stack>
      )}
    </Stack>
  );
}
