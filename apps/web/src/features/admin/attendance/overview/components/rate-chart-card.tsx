import { Card, Center, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AttendanceOverviewResponse } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { hasRates, rateChartData } from '../lib/rate-chart-data';

// The chart library is heavy: it loads in its own chunk, after the figures.
const RateChart = lazy(() => import('./rate-chart').then((module) => ({ default: module.RateChart })));

const CHART_HEIGHT = 260;

/** "Attendance rate over time" for the chosen days, with the range it covers. */
export function RateChartCard({ data }: { data: AttendanceOverviewResponse | undefined }) {
  const { t } = useTranslation('admin-attendance');
  const { locale } = useLanguage();
  const points = useMemo(() => rateChartData(data?.rate_by_day ?? [], locale), [data?.rate_by_day, locale]);
  const skeleton = <Skeleton h={CHART_HEIGHT} radius="md" />;
  let body;
  if (!data) body = skeleton;
  else if (!hasRates(points)) {
    body = (
      <Center h={CHART_HEIGHT}>
        <Text c="dimmed" size="sm" ta="center">
          <IconChartAreaLine size={32} aria-hidden style={{ display: 'block', margin: '0 auto 8px' }} />
          {t('chart.empty')}
        </Text>
      </Center>
    );
  } else {
    body = (
      <div
        role="img"
        aria-label={t('chart.aria', { start: formatDate(data.range.start_date, locale), end: formatDate(data.range.end_date, locale) })}
        data-testid="rate-chart"
      >
        <Suspense fallback={skeleton}>
          <RateChart points={points} />
        </Suspense>
      </div>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="rate-chart-title" h="100%">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm" wrap="wrap">
        <Title order={3} size="h5" id="rate-chart-title">
          {t('chart.title')}
        </Title>
        {data && (
          <Text size="xs" c="dimmed">
            <Trans
              t={t}
              i18nKey="chart.range"
              values={{ start: formatDate(data.range.start_date, locale), end: formatDate(data.range.end_date, locale) }}
              components={{ d: <bdi /> }}
            />
          </Text>
        )}
      </Group>
      {body}
    </Card>
  );
}
