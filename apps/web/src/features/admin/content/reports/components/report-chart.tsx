import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useLanguage } from '@/i18n/use-language';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

interface Props {
  kind: 'bar' | 'line';
  data: Array<Record<string, string | number>>;
  series: ChartSeries[];
  stacked?: boolean;
  /** Percentages: a 0-100 axis. */
  percent?: boolean;
  valueFormatter: (value: number) => string;
}

/**
 * A report's chart (its own chunk: loaded lazily with the chart library). In Arabic the x axis runs right
 * to left and the value axis stands on the right.
 */
export function ReportChart({ kind, data, series, stacked, percent, valueFormatter }: Props) {
  const { dir, locale } = useLanguage();
  const rtl = dir === 'rtl';
  // The axis in short numbers ("240K", "240 ألف"); the tooltip says the full amount.
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const tick = (value: number) => (percent ? whole.format(value / 100) : compact.format(value));
  const common = {
    h: 280,
    data,
    dataKey: 'label',
    series,
    withLegend: series.length > 1,
    // Up to three series fit one legend line at any width; more wrap on a phone, so the legend takes the height it needs.
    legendProps: { verticalAlign: 'bottom' as const, ...(series.length > 3 ? {} : { height: 40 }) },
    gridAxis: 'y' as const,
    valueFormatter,
    yAxisProps: {
      orientation: rtl ? ('right' as const) : ('left' as const),
      width: 60,
      tickFormatter: tick,
      ...(percent ? { domain: [0, 100] } : {}),
    },
    xAxisProps: { reversed: rtl, minTickGap: 8 },
    tooltipAnimationDuration: 150,
  };
  if (kind === 'line') return <LineChart {...common} curveType="monotone" withDots connectNulls />;
  return <BarChart {...common} type={stacked ? 'stacked' : 'default'} />;
}
