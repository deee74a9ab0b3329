import { z } from 'zod';
import { emptyToUndefined } from './fields';
import type { Level } from '../constants';
import { isRealDate } from '../time';
import { LANGUAGE_CODES } from '../languages';

/*
 * Reports of the Content & Support tab (issue 8 item 3): attendance, revenue, debts with ageing,
 * enrollments and registrations, kindergarten subscriptions due. Each one as JSON (table, totals, chart
 * points) and as CSV and PDF exports of the same figures. Amounts are DA numbers summed in SQL.
 */

export const REPORTS = ['attendance', 'revenue', 'debts', 'enrollments', 'kindergarten'] as const;
export type ReportName = (typeof REPORTS)[number];

/** The longest period a report reads (3 years and a day). */
export const REPORT_MAX_DAYS = 1097;
/** Ageing buckets of unpaid charges, by age in days (0-30, 31-60, 61-90, over 90). */
export const DEBT_AGEING_BUCKETS = ['0_30', '31_60', '61_90', 'over_90'] as const;
export type DebtAgeingBucket = (typeof DEBT_AGEING_BUCKETS)[number];
/** How many debtors the debts report lists. */
export const REPORT_TOP_DEBTORS = 10;

const isoDate = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z
    .string({ error: 'date_required' })
    .min(1, 'date_required')
    .refine((v) => isRealDate(v), 'date_invalid'),
);

export const reportParams = z.object({ report: z.enum(REPORTS) });
export const reportQuery = z.object({
  from: z.preprocess(emptyToUndefined, isoDate.optional()),
  to: z.preprocess(emptyToUndefined, isoDate.optional()),
});
export type ReportQuery = z.input<typeof reportQuery>;
export const reportExportQuery = reportQuery.extend({
  lang: z.preprocess(emptyToUndefined, z.enum(LANGUAGE_CODES).default('en')),
});

export interface ReportPeriod {
  from: string;
  to: string;
  /** The academy's date the report was made (debts age and subscriptions fall due from it). */
  today: string;
}

export interface AttendanceReportRow {
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  course_name_fr: string | null;
  section_id: number;
  section_name: string;
  total: number;
  present: number;
  late: number;
  absent: number;
  excused: number;
  /** (present + late) / all, in percent with one decimal. */
  rate: number;
}
export interface AttendanceMonthPoint {
  month: string;
  total: number;
  attended: number;
  rate: number;
}
export interface AttendanceReport {
  report: 'attendance';
  period: ReportPeriod;
  rows: AttendanceReportRow[];
  totals: { total: number; present: number; late: number; absent: number; excused: number; rate: number };
  chart: AttendanceMonthPoint[];
}

export interface RevenueReportRow {
  month: string;
  cash: number;
  card: number;
  bank_transfer: number;
  /** Paid online (Chargily Pay: CIB / EDAHABIA, issue 27). */
  online: number;
  total: number;
  count: number;
}
export interface RevenueReport {
  report: 'revenue';
  period: ReportPeriod;
  rows: RevenueReportRow[];
  totals: Omit<RevenueReportRow, 'month'>;
  chart: RevenueReportRow[];
}

export interface DebtBucketRow {
  bucket: DebtAgeingBucket;
  students: number;
  charges: number;
  amount: number;
}
export interface TopDebtor {
  student_id: number;
  name: string;
  parent_name: string | null;
  parent_phone: string | null;
  debt: number;
  oldest_date: string | null;
  oldest_days: number | null;
}
export interface DebtsReport {
  report: 'debts';
  period: ReportPeriod;
  rows: DebtBucketRow[];
  totals: { students: number; amount: number };
  chart: DebtBucketRow[];
  top_debtors: TopDebtor[];
}

export interface EnrollmentsReportRow {
  month: string;
  level: Level;
  enrollments: number;
  registrations: number;
}
export interface EnrollmentsReport {
  report: 'enrollments';
  period: ReportPeriod;
  rows: EnrollmentsReportRow[];
  totals: { enrollments: number; registrations: number };
  chart: Array<{ month: string; enrollments: number; registrations: number }>;
}

export interface KindergartenDueRow {
  subscription_id: number;
  student_id: number;
  student_name: string;
  course_name: string;
  course_name_ar: string | null;
  course_name_fr: string | null;
  section_name: string;
  amount: number;
  due_date: string;
  days_left: number;
}
export interface KindergartenReport {
  report: 'kindergarten';
  period: ReportPeriod;
  rows: KindergartenDueRow[];
  totals: { due_7_count: number; due_7_amount: number; due_30_count: number; due_30_amount: number };
  chart: Array<{ date: string; count: number; amount: number }>;
}

export type AnyReport = AttendanceReport | RevenueReport | DebtsReport | EnrollmentsReport | KindergartenReport;
export type ReportOf<R extends ReportName> = Extract<AnyReport, { report: R }>;
