import { ATTENDANCE_STATUSES, isRealDate } from '@academy/shared';
import { pageQuery } from '../../../lib/use-list-params';

export type RecordStatus = (typeof ATTENDANCE_STATUSES)[number];

/** The overview's filters, as GET /api/admin/attendance/overview and export.csv take them ('all' is no status). */
export interface OverviewFilters {
  start_date?: string;
  end_date?: string;
  status?: RecordStatus;
  search?: string;
}

export interface OverviewQuery extends OverviewFilters {
  limit: number;
  offset: number;
}

/** Spec 9: the admin overview's table shows 20 rows a page. */
export const OVERVIEW_PAGE_SIZE = 20;
/** Spec 9: recent activity lists the 5 latest marks. */
export const RECENT_ACTIVITY_SIZE = 5;
export const OVERVIEW_FILTER_NAMES = ['start_date', 'end_date', 'status', 'search'] as const;

const isoDate = (value: string | null): string | undefined => {
  const text = value?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDate(text) ? text : undefined;
};

/** Reads the filters from search params (pure): unknown values are dropped, a reversed range is put in order. */
export function readOverviewFilters(params: URLSearchParams): OverviewFilters {
  let start = isoDate(params.get('start_date'));
  let end = isoDate(params.get('end_date'));
  if (start && end && start > end) [start, end] = [end, start];
  const status = params.get('status');
  return {
    start_date: start,
    end_date: end,
    status: ATTENDANCE_STATUSES.includes(status as RecordStatus) ? (status as RecordStatus) : undefined,
    search: params.get('search')?.trim().slice(0, 100) || undefined,
  };
}

/** The server's query for one page of records. */
export const overviewQuery = (filters: OverviewFilters, page: number): OverviewQuery => pageQuery(filters, page, OVERVIEW_PAGE_SIZE);

/** The export's query: the same filters, every record (no page). */
export function exportQuery(filters: OverviewFilters): OverviewFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as OverviewFilters;
}

/**
 * The file name a Content-Disposition header gives: the RFC 5987 `filename*=UTF-8''...` form first, then
 * `filename="..."` or a bare `filename=...`; the fallback when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: use the plain form below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

/** The longest range the server reads, in days (a year and a day). */
export const MAX_RANGE_DAYS = 366;

/** A calendar day moved by whole days (YYYY-MM-DD, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * What each date field may offer: never after today, the start not after the end, the end not before the
 * start, and the two at most MAX_RANGE_DAYS apart (the server refuses a longer range).
 */
export function dateLimits(filters: Pick<OverviewFilters, 'start_date' | 'end_date'>, today: string) {
  const endMax = filters.start_date ? [today, addDays(filters.start_date, MAX_RANGE_DAYS - 1)].sort()[0]! : today;
  return {
    start: {
      min: filters.end_date ? addDays(filters.end_date, -(MAX_RANGE_DAYS - 1)) : undefined,
      max: filters.end_date && filters.end_date < today ? filters.end_date : today,
    },
    end: { min: filters.start_date, max: endMax },
  };
}
