import { Card, Center, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDA, formatPhone, type AnyReport } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { monthLabel } from '../lib/report-params';
import type { ChartSeries } from './report-chart';

// The chart library is heavy: it loads in its own chunk, after the figures.
const ReportChart = lazy(() => import('./report-chart').then((module) => ({ default: module.ReportChart })));
const CHART_HEIGHT = 280;

interface Column {
  label: string;
  numeric?: boolean;
}
interface View {
  chart: {
    kind: 'bar' | 'line';
    data: Array<Record<string, string | number>>;
    series: ChartSeries[];
    stacked?: boolean;
    percent?: boolean;
    money?: boolean;
  };
  stats: Array<{ key: string; label: string; value: string }>;
  columns: Column[];
  rows: Array<{ key: string | number; cells: ReactNode[] }>;
  totals: ReactNode[] | null;
  extra?: { title: string; columns: Column[]; rows: Array<{ key: string | number; cells: ReactNode[] }> };
}

const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
/** A rate (0-100, one decimal) the locale's way: "66.7%", "66,7 %". */
const percent = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);
/** "23 Nov" / "23 نوفمبر": a chart's day label. */
const shortDay = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function useView(report: AnyReport): View {
  const { t } = useTranslation('admin-reports');
  const { lang, locale } = useLanguage();
  const da = (n: number) => formatDA(n, lang);
  const num = (n: number) => formatNumber(n, locale);
  const pct = (n: number) => percent(n, locale);
  const course = (name: string, nameAr: string | null) => (lang === 'ar' ? nameAr || name : name);
  switch (report.report) {
    case 'attendance':
      return {
        chart: {
          kind: 'line',
          percent: true,
          data: report.chart.map((p) => ({ label: monthLabel(p.month, locale), rate: p.rate })),
          series: [{ name: 'rate', label: t('columns.rate'), color: 'teal.6' }],
        },
        stats: [
          { key: 'rate', label: t('stats.rate'), value: pct(report.totals.rate) },
          { key: 'records', label: t('stats.records'), value: num(report.totals.total) },
          { key: 'attended', label: t('stats.attended'), value: num(report.totals.present + report.totals.late) },
        ],
        columns: [
          { label: t('columns.course') },
          { label: t('columns.section') },
          ...(['records', 'present', 'late', 'absent', 'excused', 'rate'] as const).map((k) => ({
            label: t(`columns.${k}`),
            numeric: true,
          })),
        ],
        rows: report.rows.map((r) => ({
          key: r.section_id,
          cells: [
            course(r.course_name, r.course_name_ar),
            r.section_name,
            num(r.total),
            num(r.present),
            num(r.late),
            num(r.absent),
            num(r.excused),
            pct(r.rate),
          ],
        })),
        totals: [
          t('total'),
          '',
          num(report.totals.total),
          num(report.totals.present),
          num(report.totals.late),
          num(report.totals.absent),
          num(report.totals.excused),
          pct(report.totals.rate),
        ],
      };
    case 'revenue':
      return {
        chart: {
          kind: 'bar',
          stacked: true,
          money: true,
          data: report.chart.map((p) => ({
            label: monthLabel(p.month, locale),
            cash: p.cash,
            card: p.card,
            bank_transfer: p.bank_transfer,
            online: p.online,
          })),
          series: [
            { name: 'cash', label: t('methods.cash'), color: 'teal.6' },
            { name: 'card', label: t('methods.card'), color: 'blue.6' },
            { name: 'bank_transfer', label: t('methods.bank_transfer'), color: 'grape.6' },
            { name: 'online', label: t('methods.online'), color: 'orange.6' },
          ],
        },
        stats: [
          { key: 'total', label: t('stats.received'), value: da(report.totals.total) },
          { key: 'count', label: t('stats.payments'), value: num(report.totals.count) },
        ],
        columns: [
          { label: t('columns.month') },
          ...(['cash', 'card', 'bank_transfer', 'online'] as const).map((k) => ({ label: t(`methods.${k}`), numeric: true })),
          { label: t('columns.total'), numeric: true },
          { label: t('columns.payments'), numeric: true },
        ],
        rows: report.rows.map((r) => ({
          key: r.month,
          cells: [monthLabel(r.month, locale), da(r.cash), da(r.card), da(r.bank_transfer), da(r.online), da(r.total), num(r.count)],
        })),
        totals: [
          t('total'),
          da(report.totals.cash),
          da(report.totals.card),
          da(report.totals.bank_transfer),
          da(report.totals.online),
          <span data-testid="report-total">{da(report.totals.total)}</span>,
          num(report.totals.count),
        ],
      };
    case 'debts':
      return {
        chart: {
          kind: 'bar',
          money: true,
          data: report.chart.map((p) => ({ label: t(`buckets.${p.bucket}`), amount: p.amount })),
          series: [{ name: 'amount', label: t('columns.amount'), color: 'orange.6' }],
        },
        stats: [
          { key: 'amount', label: t('stats.outstanding'), value: da(report.totals.amount) },
          { key: 'students', label: t('stats.students'), value: num(report.totals.students) },
        ],
        columns: [
          { label: t('columns.age') },
          { label: t('columns.students'), numeric: true },
          { label: t('columns.charges'), numeric: true },
          { label: t('columns.amount'), numeric: true },
        ],
        rows: report.rows.map((r) => ({ key: r.bucket, cells: [t(`buckets.${r.bucket}`), num(r.students), num(r.charges), da(r.amount)] })),
        totals: [
          t('total'),
          num(report.totals.students),
          num(report.rows.reduce((n, r) => n + r.charges, 0)),
          <span data-testid="report-total">{da(report.totals.amount)}</span>,
        ],
        extra: {
          title: t('top_debtors'),
          columns: [
            { label: t('columns.student') },
            { label: t('columns.parent') },
            { label: t('columns.phone') },
            { label: t('columns.debt'), numeric: true },
            { label: t('columns.oldest') },
          ],
          rows: report.top_debtors.map((d) => ({
            key: d.student_id,
            cells: [
              d.name,
              d.parent_name ?? '—',
              d.parent_phone ? ltr(formatPhone(d.parent_phone)) : '—',
              da(d.debt),
              d.oldest_date ? `${formatDate(d.oldest_date, locale)} (${t('days', { count: d.oldest_days ?? 0 })})` : '—',
            ],
          })),
        },
      };
    case 'enrollments':
      return {
        chart: {
          kind: 'bar',
          data: report.chart.map((p) => ({
            label: monthLabel(p.month, locale),
            enrollments: p.enrollments,
            registrations: p.registrations,
          })),
          series: [
            { name: 'enrollments', label: t('columns.enrollments'), color: 'blue.6' },
            { name: 'registrations', label: t('columns.registrations'), color: 'teal.5' },
          ],
        },
        stats: [
          { key: 'enrollments', label: t('columns.enrollments'), value: num(report.totals.enrollments) },
          { key: 'registrations', label: t('columns.registrations'), value: num(report.totals.registrations) },
        ],
        columns: [
          { label: t('columns.month') },
          { label: t('columns.level') },
          { label: t('columns.enrollments'), numeric: true },
          { label: t('columns.registrations'), numeric: true },
        ],
        rows: report.rows.map((r) => ({
          key: `${r.month}-${r.level}`,
          cells: [monthLabel(r.month, locale), t(`levels.${r.level}`), num(r.enrollments), num(r.registrations)],
        })),
        totals: [t('total'), '', num(report.totals.enrollments), num(report.totals.registrations)],
      };
    case 'kindergarten':
      return {
        chart: {
          kind: 'bar',
          money: true,
          data: report.chart.map((p) => ({ label: shortDay(p.date, locale), amount: p.amount })),
          series: [{ name: 'amount', label: t('columns.amount'), color: 'pink.6' }],
        },
        stats: [
          { key: 'due7', label: t('stats.due_7', { count: report.totals.due_7_count }), value: da(report.totals.due_7_amount) },
          { key: 'due30', label: t('stats.due_30', { count: report.totals.due_30_count }), value: da(report.totals.due_30_amount) },
        ],
        columns: [
          { label: t('columns.student') },
          { label: t('columns.course') },
          { label: t('columns.section') },
          { label: t('columns.due_date') },
          { label: t('columns.days_left'), numeric: true },
          { label: t('columns.amount'), numeric: true },
        ],
        rows: report.rows.map((r) => ({
          key: r.subscription_id,
          cells: [
            r.student_name,
            course(r.course_name, r.course_name_ar),
            r.section_name,
            formatDate(r.due_date, locale),
            num(r.days_left),
            da(r.amount),
          ],
        })),
        totals: [
          t('total'),
          '',
          '',
          '',
          num(report.totals.due_30_count),
          <span data-testid="report-total">{da(report.totals.due_30_amount)}</span>,
        ],
      };
  }
}

function DataTable({
  columns,
  rows,
  totals,
  caption,
}: {
  columns: Column[];
  rows: View['rows'];
  totals?: ReactNode[] | null;
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" captionSide="top" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} ta={c.numeric ? 'end' : 'start'}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              {r.cells.map((cell, i) => (
                <Table.Td
                  key={i}
                  ta={columns[i]?.numeric ? 'end' : 'start'}
                  style={columns[i]?.numeric ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid="report-totals">
              {totals.map((cell, i) => (
                <Table.Td key={i} ta={columns[i]?.numeric ? 'end' : 'start'} style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

/** One report: its key figures, its chart and its table with the totals row. */
export function ReportView({ report, title }: { report: AnyReport; title: string }) {
  const { t } = useTranslation('admin-reports');
  const { lang, locale } = useLanguage();
  const view = useView(report);
  const { chart } = view;
  const empty = view.rows.length === 0;
  const formatter = (v: number) => (chart.money ? formatDA(v, lang) : chart.percent ? percent(v, locale) : formatNumber(v, locale));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: view.stats.length }} spacing="md">
        {view.stats.map((s) => (
          <Paper key={s.key} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {s.label}
            </Text>
            <Text fw={700} size="xl" data-testid={`stat-${s.key}`}>
              {s.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="report-chart-title">
        <Title order={3} size="h5" id="report-chart-title" mb="sm">
          {title}
        </Title>
        {empty ? (
          <Center h={160}>
            <Text c="dimmed" size="sm" ta="center">
              <IconChartBar size={32} aria-hidden style={{ display: 'block', margin: '0 auto 8px' }} />
              {t('empty')}
            </Text>
          </Center>
        ) : (
          <div role="img" aria-label={t('chart_aria', { title })} data-testid="report-chart">
            <Suspense fallback={<Skeleton h={CHART_HEIGHT} radius="md" />}>
              <ReportChart {...chart} valueFormatter={formatter} />
            </Suspense>
          </div>
        )}
      </Card>
      {!empty && (
        <Card withBorder radius="md" padding="md">
          <DataTable columns={view.columns} rows={view.rows} totals={view.totals} caption={title} />
        </Card>
      )}
      {view.extra && view.extra.rows.length > 0 && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="report-extra-title">
          <Group mb="sm">
            <Title order={3} size="h5" id="report-extra-title">
              {view.extra.title}
            </Title>
          </Group>
          <DataTable columns={view.extra.columns} rows={view.extra.rows} caption={view.extra.title} />
        </Card>
      )}
    </Stack>
  );
}
