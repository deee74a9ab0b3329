import { describe, expect, it } from 'vitest';
import { attendanceCsvFileName } from '@academy/shared';
import {
  addDays,
  dateLimits,
  exportQuery,
  fileNameFromDisposition,
  MAX_RANGE_DAYS,
  OVERVIEW_PAGE_SIZE,
  overviewQuery,
  readOverviewFilters,
} from '../src/features/admin/attendance/overview/lib/overview-params';

const params = (text: string) => new URLSearchParams(text);

describe('attendance overview filters read from the URL', () => {
  it('keeps real dates, a known status and the trimmed search', () => {
    expect(readOverviewFilters(params('start_date=2026-10-01&end_date=2026-10-31&status=absent&search=%20Amina%20'))).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      status: 'absent',
      search: 'Amina',
    });
  });

  it('drops impossible dates, unknown statuses and an empty search; "all" is no status', () => {
    expect(readOverviewFilters(params('start_date=2026-02-30&end_date=yesterday&status=missing&search=%20%20'))).toEqual({
      start_date: undefined,
      end_date: undefined,
      status: undefined,
      search: undefined,
    });
    expect(readOverviewFilters(params('status=all')).status).toBeUndefined();
  });

  it('puts a reversed range in order and cuts a search at 100 characters', () => {
    const filters = readOverviewFilters(params(`start_date=2026-11-20&end_date=2026-11-01&search=${'x'.repeat(150)}`));
    expect([filters.start_date, filters.end_date]).toEqual(['2026-11-01', '2026-11-20']);
    expect(filters.search).toHaveLength(100);
  });
});

describe('attendance overview queries', () => {
  it('asks for 20 records a page, with only the filters set', () => {
    expect(OVERVIEW_PAGE_SIZE).toBe(20);
    expect(overviewQuery({ status: 'late', search: undefined }, 1)).toEqual({ status: 'late', limit: 20, offset: 0 });
    expect(overviewQuery({ start_date: '2026-01-01', end_date: undefined }, 3)).toEqual({
      start_date: '2026-01-01',
      limit: 20,
      offset: 40,
    });
  });

  it('exports the same filters without a page', () => {
    expect(exportQuery({ start_date: '2026-01-01', status: undefined, search: 'Yacine' })).toEqual({
      start_date: '2026-01-01',
      search: 'Yacine',
    });
    expect(exportQuery({})).toEqual({});
  });
});

describe('date fields limits', () => {
  const today = '2026-11-23';

  it('offers nothing after today when no date is chosen', () => {
    expect(dateLimits({}, today)).toEqual({ start: { min: undefined, max: today }, end: { min: undefined, max: today } });
  });

  it('keeps the start before the end and the range within a year and a day', () => {
    const limits = dateLimits({ start_date: '2025-06-01', end_date: '2025-09-30' }, today);
    expect(limits.start).toEqual({ min: addDays('2025-09-30', -(MAX_RANGE_DAYS - 1)), max: '2025-09-30' });
    expect(limits.end).toEqual({ min: '2025-06-01', max: '2026-06-01' });
    // A recent start: the end stops at today, not a year later.
    expect(dateLimits({ start_date: '2026-11-01' }, today).end.max).toBe(today);
  });

  it('moves calendar days across months and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', -(MAX_RANGE_DAYS - 1))).toBe('2025-11-23');
  });
});

describe('the downloaded file name', () => {
  const fallback = attendanceCsvFileName('2026-11-23');

  it('is the one the server gives, quoted, bare or RFC 5987', () => {
    expect(fileNameFromDisposition('attachment; filename="attendance_report_2026-11-23.csv"', 'x.csv')).toBe(
      'attendance_report_2026-11-23.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=attendance_report_2026-11-22.csv', 'x.csv')).toBe(
      'attendance_report_2026-11-22.csv',
    );
    expect(fileNameFromDisposition(`attachment; filename="report.csv"; filename*=UTF-8''%D8%AA%D9%82%D8%B1%D9%8A%D8%B1.csv`, 'x.csv')).toBe(
      'تقرير.csv',
    );
  });

  it("falls back to the spec's name when the header is missing or empty", () => {
    expect(fallback).toBe('attendance_report_2026-11-23.csv');
    expect(fileNameFromDisposition(null, fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment; filename=""', fallback)).toBe(fallback);
  });
});
