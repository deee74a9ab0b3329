import { Alert, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconAlertTriangle, IconCalendar, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { dayjsLocale } from '@/lib/dayjs-locale';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORTS, academyClock, type ReportName } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/api/notify';
import { useDownloadReport, useReport } from './reports/api/reports';
import { ReportView } from './reports/components/report-view';
import { PERIOD_PRESETS, presetPeriod, readReportSelection, usesPeriod, type ReportSelection } from './reports/lib/report-params';

/**
 * Reports (issue 8 item 3): pick a report and a period (kept in the URL), see its chart, table and totals,
 * and download them as CSV or PDF in the page's language.
 */
export function ReportsPage() {
  const { t } = useTranslation('admin-reports');
  const { lang, locale } = useLanguage();
  const [params, setParams] = useSearchParams();
  const selection = readReportSelection(params);
  const query = useReport(selection);
  const download = useDownloadReport();
  const data = query.data?.report === selection.report ? query.data : undefined;
  const today = academyClock(new Date()).date;
  const title = t(`reports.${selection.report}`);

  const update = (changes: Partial<ReportSelection>) => {
    const next = { ...selection, ...changes };
    const search = new URLSearchParams();
    search.set('report', next.report);
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    setParams(search, { replace: true });
  };
  const exportAs = (format: 'csv' | 'pdf') =>
    download.mutate({ ...selection, format, lang }, { onSuccess: (name) => notifySuccess(t('export.done', { name })) });

  const period = data?.period;
  const periodValue: [string | null, string | null] = [selection.from ?? period?.from ?? null, selection.to ?? period?.to ?? null];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={download.isPending && download.variables?.format === 'csv'}
            disabled={!data}
            onClick={() => exportAs('csv')}
            data-testid="export-csv"
          >
            {t('export.csv')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={download.isPending && download.variables?.format === 'pdf'}
            disabled={!data}
            onClick={() => exportAs('pdf')}
            data-testid="export-pdf"
          >
            {t('export.pdf')}
          </Button>
        </Group>
      </Group>

      <Tabs
        value={selection.report}
        onChange={(value) => value && update({ report: value as ReportName })}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List>
          {REPORTS.map((report) => (
            <Tabs.Tab key={report} value={report} data-testid={`report-tab-${report}`} aria-controls="main-content">
              {t(`reports.${report}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {usesPeriod(selection.report) ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DatePickerInput
            type="range"
            label={t('period.label')}
            placeholder={t('period.placeholder')}
            locale={dayjsLocale(lang)}
            valueFormat="D MMM YYYY"
            firstDayOfWeek={0}
            weekendDays={[5, 6]}
            maxDate={today}
            value={periodValue}
            allowSingleDateInRange
            leftSection={<IconCalendar size={16} aria-hidden />}
            onChange={([from, to]) => {
              if (from && to) update({ from, to });
            }}
            popoverProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 300 }}
            data-testid="report-period"
          />
          <Group gap={6} role="group" aria-label={t('period.presets_label')}>
            {PERIOD_PRESETS.map((preset) => {
              const p = presetPeriod(preset);
              const active = periodValue[0] === p.from && periodValue[1] === p.to;
              return (
                <Button key={preset} size="xs" variant={active ? 'filled' : 'default'} aria-pressed={active} onClick={() => update(p)}>
                  {t(`period.presets.${preset}`)}
                </Button>
              );
            })}
          </Group>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('period.as_of', { date: formatDate(period?.today ?? today, locale) })}
        </Text>
      )}

      {query.isError && !data ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('load_failed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={80} radius="md" />
          <Skeleton h={280} radius="md" />
          <Skeleton h={200} radius="md" />
        </Stack>
      ) : (
        <ReportView report={data} title={title} />
      )}
    </Stack>
  );
}
