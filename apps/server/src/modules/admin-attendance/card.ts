import { sql } from 'drizzle-orm';
import {
  academyClock,
  ageOn,
  enrollmentPaymentStatus,
  studentPaymentStatus,
  type AttendanceStudentCard,
  type DebtInfo,
  type PAYMENT_METHODS,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { amount, preparedRowsOf } from '../../lib/rows';
import { attendedSql } from '../ledger/attended';
import { presentDebt, studentDebtSql, type DebtRow } from '../ledger/balances';
import { enrollmentMoney } from '../ledger/enrollment-money';
import { creditNoteNumberSql, documentNumberSql } from '../ledger/receipts';
import { reversedAtSql } from '../ledger/reversals';
import { paymentKindOf } from '../ledger/status';
import { seatsOf, type SeatRow } from './seats';

/** How many payments the card carries (it shows 2, then '+N more' from `payments_count`). */
const RECENT_PAYMENTS = 5;

export interface StudentRow {
  id: number;
  name: string;
  barcode: string;
  photo_url: string | null;
  date_of_birth: string | null;
  mobile_app_enabled: boolean;
  parent_id: number | null;
  parent_name: string | null;
  parent_phone: string | null;
  /** Deleted by the academy with history: its card opens nothing (the scan says so). */
  archived: boolean;
}

const studentColumns = sql`st.id, st.name, st.barcode, st.profile_picture_url as photo_url, st.date_of_birth::text as date_of_birth,
  st.mobile_app_enabled, p.id as parent_id, p.full_name as parent_name, p.phone as parent_phone, st.archived_at is not null as archived`;

export async function studentByBarcode(db: Db, barcode: string): Promise<StudentRow | null> {
  const [row] = await preparedRowsOf<StudentRow>(
    db,
    sql`select ${studentColumns} from students st left join parents p on p.id = st.parent_id where st.barcode = ${barcode}`,
  );
  return row ?? null;
}

export async function studentById(db: Db | Tx, id: number): Promise<StudentRow | null> {
  const [row] = await preparedRowsOf<StudentRow>(
    db,
    sql`select ${studentColumns} from students st left join parents p on p.id = st.parent_id where st.id = ${id}`,
  );
  return row ?? null;
}

type Method = (typeof PAYMENT_METHODS)[number];

/**
 * The student card of the attendance screen (spec 2 "Student card"): two queries, whatever the student
 * holds. The caller fills each enrollment's `section_id` from its seats query (enrollmentMoney has none).
 */
export async function studentCard(db: Db, student: StudentRow, today: string): Promise<{ card: AttendanceStudentCard; debt: DebtInfo }> {
  const [money, [stats]] = await Promise.all([
    enrollmentMoney(db, [student.id], today),
    preparedRowsOf<
      DebtRow & {
        attended: number;
        total: number;
        payments_count: number;
        recent:
          | Array<{
              id: number;
              amount: string | number;
              method: Method;
              paid_at: string;
              course_name: string | null;
              receipt_number: string;
              reversed_at: string | null;
              credit_note_number: string | null;
            }>
          | string
          | null;
      }
    >(
      db,
      sql`
        select d.*,
               (select count(*) filter (where ${attendedSql(sql`status`)})::int from attendance_records where student_id = ${student.id}) as attended,
               (select count(*)::int from attendance_records where student_id = ${student.id}) as total,
               (select json_agg(x) from (
                  select l.id, l.amount::text as amount, l.method, to_char(l.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at, c.name as course_name,
                         ${documentNumberSql(sql`l`)} as receipt_number,
                         ${reversedAtSql(sql`l`)} as reversed_at, ${creditNoteNumberSql(sql`l`)} as credit_note_number
                  from ledger_entries l
                  -- A clearance names no seat: the one seat of the charges it settled, when they are one.
                  left join enrollments e on e.id = coalesce(l.enrollment_id, (
                    select case when count(distinct c1.enrollment_id) = 1 then min(c1.enrollment_id) end
                    from payment_allocations a join ledger_entries c1 on c1.id = a.charge_id where a.payment_id = l.id))
                  left join sections s on s.id = e.section_id
                  left join courses c on c.id = s.course_id
                  where l.student_id = ${student.id} and l.kind = 'payment'
                  order by l.occurred_at desc, l.id desc limit ${sql.raw(String(RECENT_PAYMENTS))}) x) as recent
        from (${studentDebtSql(student.id)}) d`,
    ),
  ]);
  const debt = presentDebt(stats);
  const recentRaw =
    typeof stats?.recent === 'string'
      ? (JSON.parse(stats.recent) as NonNullable<Exclude<typeof stats.recent, string>>)
      : (stats?.recent ?? []);
  const enrollments = money.map((m) => {
    const kind = paymentKindOf(m.category, m.pricing_type);
    const status = enrollmentPaymentStatus({
      kind,
      outstanding: m.outstanding,
      sessionsThisMonth: m.sessions_this_month,
      nextPaymentDate: m.next_payment_date,
      today,
    });
    return {
      enrollment_id: m.enrollment_id,
      section_id: 0,
      section_name: m.section_name,
      course_name: m.course_name,
      course_name_ar: m.course_name_ar,
      payment_kind: kind,
      payment_status: status,
      outstanding: Math.max(0, m.outstanding),
      monthly_sessions: kind === 'monthly' ? m.sessions_this_month : null,
      next_payment_date: kind === 'kindergarten' ? m.next_payment_date : null,
      is_active: m.is_active,
      course_id: m.course_id,
    };
  });
  const attended = Number(stats?.attended ?? 0);
  const total = Number(stats?.total ?? 0);
  const card: AttendanceStudentCard = {
    id: student.id,
    name: student.name,
    barcode: student.barcode,
    photo_url: student.photo_url,
    date_of_birth: student.date_of_birth,
    age: ageOn(student.date_of_birth, today),
    parent: { id: student.parent_id, name: student.parent_name, phone: student.parent_phone },
    active_courses: new Set(enrollments.filter((e) => e.is_active).map((e) => e.course_id)).size,
    attendance_rate: total > 0 ? Math.round((attended / total) * 100) : 0,
    attendance: { attended, total },
    payment_status: studentPaymentStatus(enrollments.map((e) => e.payment_status)),
    total_debt: debt.total_debt,
    mobile_app_enabled: student.mobile_app_enabled,
    enrollments: enrollments.map(({ is_active: _a, course_id: _c, ...e }) => e),
    recent_payments: recentRaw.map((p) => ({
      id: p.id,
      amount: amount(p.amount),
      method: p.method,
      paid_at: p.paid_at,
      course_name: p.course_name,
      receipt_number: p.receipt_number,
      reversed: p.reversed_at !== null,
      reversed_at: p.reversed_at,
      credit_note_number: p.credit_note_number,
    })),
    payments_count: Number(stats?.payments_count ?? 0),
  };
  return { card, debt };
}

/** The card with each enrollment's section filled in from the seats. */
export async function cardOf(db: Db, student: StudentRow, today: string, seats: Promise<SeatRow[]>) {
  const [rows, { card, debt }] = await Promise.all([seats, studentCard(db, student, today)]);
  const sectionOf = new Map(rows.map((s) => [s.enrollment_id, s.section_id]));
  for (const e of card.enrollments) e.section_id = sectionOf.get(e.enrollment_id) ?? e.section_id;
  return { card, debt, seats: rows };
}

/** GET /api/admin/attendance/students/{id}/card. */
export async function card(deps: Deps, studentId: number): Promise<AttendanceStudentCard> {
  const today = academyClock(deps.clock()).date;
  const student = await studentById(deps.db, studentId);
  if (!student || student.archived) throw notFound('Student not found.', 'student_not_found');
  return (await cardOf(deps.db, student, today, seatsOf(deps.db, studentId, today))).card;
}
