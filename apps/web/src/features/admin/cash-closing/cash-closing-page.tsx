import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconClockExclamation, IconDownload, IconLock } from '@tabler/icons-react';
import { academyClock } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { notifyError } from '@/lib/api/notify';
import { dayjsLocale } from '@/lib/dayjs-locale';
import { downloadWithToken } from '@/lib/download-file';
import { formatDateTime } from '@/lib/format-date-time';
import { adminApiPaths } from '@/features/admin/api-paths';
import { useCashClosing } from './api/get-cash-closing';
import { AcademyFigures } from './components/academy-figures';
import { CloseDayModal } from './components/close-day-modal';
import { DocumentNumbers, rangeText } from './components/document-numbers';
import { ReversalsList } from './components/reversals-list';
import { StaffCards } from './components/staff-cards';
import { StaffTable, cashRows } from './components/staff-table';
import { cashAmount, dayLabel, isDay } from './lib/cash-format';

/**
 * `/admin/cash-closing?date=` (issue 28 item 4): a day's cash for the academy and each staff member (a table on wide
 * screens, cards on phones), its receipt and credit note numbers, its reversals; its status (open, or closed by whom
 * and when, with the figures as they were frozen, and apart what was confirmed online after closing); "Close the
 * day" with a confirmation stating the totals; the PDF in the page's language.
 */
export function CashClosingPage() {
  const { t } = useTranslation('admin-cash');
  const { lang, locale } = useLanguage();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = isDay(asked) ? asked : null;
  const day = useCashClosing(date);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [closing, setClosing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const report = day.data;
  const shown = report?.date ?? date ?? academyClock(new Date()).date;
  const dayText = dayLabel(shown, locale);
  usePageTitle(t('page_title', { date: dayText }));

  const today = report?.today ?? academyClock(new Date()).date;
  const pick = (value: string | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (!value || value === today) copy.delete('date');
      else copy.set('date', value);
      return copy;
    });
  const downloadPdf = async () => {
    if (downloading || !report) return;
    setDownloading(true);
    try {
      await downloadWithToken(adminApiPaths.cashClosing.pdf(report.date, lang), `cash-closing-${report.date}-${lang}.pdf`);
    } catch (error) {
      notifyError(error, t('pdf.failed'));
    } finally {
      setDownloading(false);
    }
  };

  const header = (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <div>
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm" maw={640}>
          {t('subtitle')}
        </Text>
      </div>
      <DatePickerInput
        label={t('day')}
        placeholder={t('pick_day')}
        value={shown}
        onChange={pick}
        maxDate={today}
        locale={dayjsLocale(lang)}
        valueFormat="dddd D MMMM YYYY"
        firstDayOfWeek={0}
        weekendDays={[5, 6]}
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        miw={260}
        data-testid="cash-day-picker"
      />
    </Group>
  );

  if (day.isError && !report) {
    return (
      <Stack gap="md">
        {header}
        <LoadError title={t('load_failed')} error={day.error} onRetry={() => void day.refetch()} retrying={day.isFetching} />
      </Stack>
    );
  }
  if (!report) {
    return (
      <Stack gap="md">
        {header}
        <Skeleton h={48} radius="md" />
        <Skeleton h={180} radius="md" />
        <Skeleton h={140} radius="md" />
      </Stack>
    );
  }

  const f = report.figures;
  const rows = cashRows(f, t);
  const late = report.after_closing;
  return (
    <Stack gap="md">
      {header}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} data-testid="cash-day">
                {dayText}
              </Text>
              {report.closed ? (
                <Badge color="gray" variant="filled" leftSection={<IconLock size={12} aria-hidden />} data-testid="cash-status-closed">
                  {t('status.closed')}
                </Badge>
              ) : (
                <Badge color="blue" variant="light" data-testid="cash-status-open">
                  {t('status.open')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" data-testid="cash-status-text">
              {report.closed
                ? t('status.closed_text', {
                    date: formatDateTime(report.closed.closed_at, locale),
                    name: `\u2068${report.closed.closed_by.full_name ?? t('status.former_account')}\u2069`,
                  })
                : t('status.open_text')}
            </Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            {report.can_close && (
              <Button
                color="orange"
                leftSection={<IconLock size={16} aria-hidden />}
                onClick={() => setClosing(true)}
                data-testid="close-day"
              >
                {t('actions.close')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={() => void downloadPdf()}
              data-testid="cash-pdf"
            >
              {t('actions.pdf')}
            </Button>
          </Group>
        </Group>
      </Paper>
      {late && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconClockExclamation size={20} aria-hidden />}
          title={t('after.title')}
          data-testid="cash-after"
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('after.text', {
                amount: `\u2068${cashAmount(late.academy.payments.amount, lang)}\u2069`,
                payments: t('figures.payments', { count: late.academy.payments.count }),
              })}
            </Text>
            {late.academy.receipts && <Text size="sm">{t('after.receipts', { range: rangeText(late.academy.receipts, t) })}</Text>}
          </Stack>
        </Alert>
      )}
      <div aria-busy={day.isFetching} style={{ opacity: day.isPlaceholderData ? 0.6 : 1 }}>
        <Stack gap="md">
          <AcademyFigures totals={f.academy} />
          <DocumentNumbers receipts={f.academy.receipts} creditNotes={f.academy.credit_notes} />
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('staff.title')}
            </Title>
            {f.staff.length === 0 && f.online.payments.count === 0 ? (
              <Text c="dimmed" size="sm">
                {t('staff.empty')}
              </Text>
            ) : phone ? (
              <StaffCards rows={rows} />
            ) : (
              <Paper withBorder radius="md">
                <StaffTable rows={rows} />
              </Paper>
            )}
          </Stack>
          <ReversalsList reversals={f.reversals} />
        </Stack>
      </div>
      {closing && <CloseDayModal date={report.date} dayText={dayText} totals={f.academy} onClose={() => setClosing(false)} />}
    </Stack>
  );
}
