import { sql } from 'drizzle-orm';
import { type MyAttendanceRecord, type MyAttendanceResponse, type PaymentKind } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { amount, rowsOf } from '../../lib/rows';
import { notFound } from '../../lib/errors';
import { ownStudent, type FamilyScope } from '../auth/family';
import { studentTotals } from '../ledger/balances';
import { recordPaymentStatus } from '../ledger/status';

const LIST_LIMIT = 200;

type Row = {
  id: number;
  attendance_date: string;
  status: MyAttendanceRecord['status'];
  notes: string | null;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  course_name_fr: string | null;
  category: string;
  pricing_type: 'session' | 'monthly';
  section_name: string;
  charge_amount: string | null;
  settled: string | null;
  paid_at: string | null;
  enrollment_outstanding: string | null;
};

/** The one rule of every view (packages/shared `attendancePaymentStatus`). */
const paymentStatusOf = (r: Row, kind: PaymentKind) =>
  recordPaymentStatus({
    status: r.status,
    kind,
    chargeAmount: r.charge_amount,
    settled: r.settled,
    seatOutstanding: r.enrollment_outstanding,
  });

/** GET /api/attendance/my-attendance: one child's attendance, newest first, with totals and the money summary. */
export async function myAttendance(deps: Deps, family: FamilyScope, studentId?: number): Promise<MyAttendanceResponse> {
  const student = studentId === undefined ? family.students[0] : ownStudent(family, studentId);
  if (!student) throw notFound('Student not found.', 'student_not_found');

  const [rows, counts, totals] = await Promise.all([
    rowsOf<Row>(
      deps.db,
      sql`select a.id, a.attendance_date::text as attendance_date, a.status, a.notes,
                 c.id as course_id, c.name as course_name, c.name_ar as course_name_ar, c.name_fr as course_name_fr, c.category, c.pricing_type, sec.name as section_name,
                 ch.amount::text as charge_amount, pay.settled::text as settled,
                 to_char(pay.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at,
                 (eb.charged - eb.paid)::text as enrollment_outstanding
          from attendance_records a
          join sections sec on sec.id = a.section_id
          join courses c on c.id = sec.course_id
          left join ledger_entries ch on ch.attendance_record_id = a.id and ch.kind = 'charge'
          left join lateral (
            select sum(alloc.amount) as settled, max(p.occurred_at) as paid_at
            from payment_allocations alloc join ledger_entries p on p.id = alloc.payment_id where alloc.charge_id = ch.id
          ) pay on ch.id is not null
          -- A month's or a subscription's mark: what its seat still owes (the totals the ledger's trigger keeps).
          left join enrollment_balances eb on eb.enrollment_id = a.enrollment_id and ch.id is null
          where a.student_id = ${student.id}
          order by a.attendance_date desc, a.id desc
          limit ${LIST_LIMIT}`,
    ),
    rowsOf<{
      sessions: number;
      present: number;
      absent: number;
      late: number;
      excused: number;
      unpaid: number;
      charged: string;
      paid: string;
    }>(
      deps.db,
      sql`select count(*)::int as sessions,
                 (count(*) filter (where a.status = 'present'))::int as present,
                 (count(*) filter (where a.status = 'absent'))::int as absent,
                 (count(*) filter (where a.status = 'late'))::int as late,
                 (count(*) filter (where a.status = 'excused'))::int as excused,
                 (count(*) filter (where ch.id is not null and coalesce(pay.settled, 0) < ch.amount))::int as unpaid,
                 coalesce(sum(ch.amount), 0)::text as charged,
                 coalesce(sum(least(coalesce(pay.settled, 0), ch.amount)), 0)::text as paid
          from attendance_records a
          left join ledger_entries ch on ch.attendance_record_id = a.id and ch.kind = 'charge'
          left join lateral (select sum(alloc.amount) as settled from payment_allocations alloc where alloc.charge_id = ch.id) pay on ch.id is not null
          where a.student_id = ${student.id}`,
    ),
    studentTotals(deps.db, [student.id]),
  ]);

  const c = counts[0] ?? { sessions: 0, present: 0, absent: 0, late: 0, excused: 0, unpaid: 0, charged: '0', paid: '0' };
  const debt = Math.max(0, totals.get(student.id)?.debt ?? 0);
  const attended = c.present + c.late;
  const charged = Number(c.charged);
  return {
    student: { id: student.id, name: student.name, total_debt: debt },
    attendance: rows.map((r) => {
      const kind: PaymentKind = r.category === 'kindergarten' ? 'kindergarten' : r.pricing_type;
      return {
        id: r.id,
        date: r.attendance_date,
        attendance_date: r.attendance_date,
        status: r.status,
        payment_status: paymentStatusOf(r, kind),
        payment_amount: r.charge_amount === null ? null : amount(r.charge_amount),
        payment_date: r.paid_at,
        course_id: r.course_id,
        course_name: r.course_name,
        course_name_ar: r.course_name_ar,
        course_name_fr: r.course_name_fr,
        course_type: kind,
        class_name: r.section_name,
        course: { name: r.course_name },
        class: { name: r.section_name },
        notes: r.notes,
      };
    }),
    totals: { sessions: c.sessions, present: c.present, absent: c.absent, late: c.late, excused: c.excused, unpaid: c.unpaid },
    summary: {
      attendance_rate: c.sessions ? Math.round((attended / c.sessions) * 100) : 0,
      payment_rate: charged > 0 ? Math.round((Number(c.paid) / charged) * 100) : 100,
      total_sessions: c.sessions,
      outstanding_balance: debt,
    },
  };
}
