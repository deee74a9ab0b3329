import { REPORTS, academyClock, isRealDate, type ReportName } from '@academy/shared';

export interface ReportSelection {
  report: ReportName;
  from?: string;
  to?: string;
}

export const PERIOD_PRESETS = ['this_month', 'last_3_months', 'this_year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const isoDate = (value: string | null): string | undefined => {
  const text = value?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDate(text) ? text : undefined;
};

/** The report and period in the URL (pure): unknown values dropped, a reversed period put in order. */
export function readReportSelection(params: URLSearchParams): ReportSelection {
  const report = params.get('report');
  let from = isoDate(params.get('from'));
  let to = isoDate(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return { report: REPORTS.includes(report as ReportName) ? (report as ReportName) : 'revenue', from, to };
}

const monthStart = (date: string, back = 0) => {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};

/** A preset's period, ending today on the academy's clock. */
export function presetPeriod(preset: PeriodPreset, now = new Date()): { from: string; to: string } {
  const today = academyClock(now).date;
  if (preset === 'this_month') return { from: monthStart(today), to: today };
  if (preset === 'last_3_months') return { from: monthStart(today, 2), to: today };
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** The debts and kindergarten reports read today, not a period. */
export const usesPeriod = (report: ReportName) => report !== 'debts' && report !== 'kindergarten';

/** "2026-03" as the locale names the month: "Mar 2026", "مارس 2026". */
export function monthLabel(month: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The file name a Content-Disposition header gives, else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string) {
  const name = header ? /filename="?([^";]+)"?/.exec(header)?.[1] : undefined;
  return name ?? fallback;
}
