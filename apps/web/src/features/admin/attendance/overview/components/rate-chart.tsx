import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatPercent } from '../../../lib/format-percent';
import type { RatePoint } from '../lib/rate-chart-data';

/**
 * The attendance rate per day as an area chart (its own chunk: loaded lazily with the chart library). In
 * Arabic time runs right to left, so the x axis is reversed and the percentage axis stands on the right.
 */
export function RateChart({ points }: { points: RatePoint[] }) {
  const { t } = useTranslation('admin-attendance');
  const { locale, dir } = useLanguage();
  const rtl = dir === 'rtl';
  return (
    <AreaChart
      h={260}
      data={points}
      dataKey="label"
      series={[{ name: 'rate', label: t('chart.rate'), color: 'teal.6' }]}
      curveType="monotone"
      connectNulls
      withDots={points.length <= 31}
      withGradient
      gridAxis="xy"
      yAxisProps={{
        domain: [0, 100],
        orientation: rtl ? 'right' : 'left',
        width: 56,
        tickFormatter: (v: number) => formatPercent(v, locale),
      }}
      xAxisProps={{ reversed: rtl, minTickGap: 24 }}
      valueFormatter={(v) => formatPercent(v, locale)}
      tooltipAnimationDuration={150}
    />
  );
}
