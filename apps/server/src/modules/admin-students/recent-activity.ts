import { sql, type SQL } from 'drizzle-orm';
import {
  studentPaymentStatus,
  ADMIN_STUDENT_RECENT_ITEMS,
  type AdminStudentCourse,
  type AdminStudentPaymentStatusItem,
  type AdminStudentRecentAttendance,
  type AdminStudentRecentPayment,
  type PaymentKind,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { attendedSql } from '../ledger/attended';
import { amount, rowsOf } from '../../lib/rows';

/** Per student of the page: the latest marks and this month's attended sessions (one query, the student-date index). */
export async function recentAttendance(deps: Deps, idList: SQL, monthStart: string) {
  const rows = await rowsOf<AdminStudentRecentAttendance & { student_id: number; monthly: number }>(
    deps.db,
    sql`select s.id as student_id, r.status, r.attendance_date, r.course_name, r.class_name,
               (select count(*)::int from attendance_records m
                 where m.student_id = s.id and ${attendedSql(sql`m.status`)} and m.attendance_date >= ${monthStart}::date) as monthly
        from students s
        left join lateral (
          select ar.status, ar.attendance_date::text as attendance_date, c.name as course_name, sec.name as class_name
          from attendance_records ar join sections sec on sec.id = ar.section_id join courses c on c.id = sec.course_id
          where ar.student_id = s.id order by ar.attendance_date desc, ar.id desc limit ${ADMIN_STUDENT_RECENT_ITEMS}
        ) r on true
        where s.id in (${idList})`,
  );
  const recent = new Map<number, AdminStudentRecentAttendance[]>();
  const monthly = new Map<number, number>();
  for (const { student_id, monthly: n, ...record } of rows) {
    monthly.set(student_id, Number(n));
    const list = recent.get(student_id) ?? [];
    if (record.status) list.push(record);
    recent.set(student_id, list);
  }
  return { recent, monthly };
}

/** Per student of the page: the latest payments (one query, the ledger's student index). */
export async function recentPayments(deps: Deps, idList: SQL) {
  const rows = await rowsOf<{ student_id: number; amount: string; payment_date: string; payment_method: string | null }>(
    deps.db,
    sql`select s.id as student_id, p.amount, p.payment_date, p.payment_method
        from students s
        join lateral (
          select l.amount::text as amount, to_char(l.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as payment_date, l.method as payment_method
          from ledger_entries l where l.student_id = s.id and l.kind = 'payment' order by l.occurred_at desc, l.id desc limit ${ADMIN_STUDENT_RECENT_ITEMS}
        ) p on true
        where s.id in (${idList})`,
  );
  const byStudent = new Map<number, AdminStudentRecentPayment[]>();
  for (const r of rows) {
    const list = byStudent.get(r.student_id) ?? [];
    list.push({ amount: amount(r.amount), payment_date: r.payment_date, payment_method: r.payment_method });
    byStudent.set(r.student_id, list);
  }
  return byStudent;
}

/** The spec's payment_status list: the active seats grouped by payment type, each group's aggregate and what it owes. */
export function paymentStatusByType(seats: AdminStudentCourse[]): AdminStudentPaymentStatusItem[] {
  const groups = new Map<PaymentKind, AdminStudentCourse[]>();
  for (const c of seats) {
    const type: PaymentKind = c.category === 'kindergarten' ? 'kindergarten' : c.pricing_type;
    groups.set(type, [...(groups.get(type) ?? []), c]);
  }
  return [...groups].map(([type, group]) => ({
    type,
    status: studentPaymentStatus(group.map((c) => c.payment_status)) as AdminStudentPaymentStatusItem['status'],
    amount: Math.round(group.reduce((cents, c) => cents + Math.round(c.unpaid_amount * 100), 0)) / 100,
  }));
}
