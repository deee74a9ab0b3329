import { sql } from 'drizzle-orm';
import {
  academyClock,
  enrollmentPaymentStatus,
  isDueSoon,
  monthProgress,
  studentPaymentStatus,
  type PaymentHistoryItem,
  type PaymentKind,
  type PaymentSummaryItem,
  type StudentPaymentsResponse,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Db } from '../../db/client';
import { amount, rowsOf } from '../../lib/rows';
import { ownStudent, type FamilyScope } from '../auth/family';
import { studentTotals } from '../ledger/balances';
import { enrollmentMoney } from '../ledger/enrollment-money';
import { creditNoteNumberSql, documentNumberSql } from '../ledger/receipts';
import { reversedAtSql } from '../ledger/reversals';
import { cardNetwork, onlineCheckoutJoin, onlineReferenceColumns } from '../ledger/online';

// Moved to the ledger module; re-exported for the importers outside the money modules (admin-students).

const HISTORY_LIMIT = 100;

async function paymentHistory(db: Db, studentIds: number[]): Promise<PaymentHistoryItem[]> {
  if (!studentIds.length) return [];
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{
    id: number;
    student_id: number;
    student_name: string;
    amount: string;
    method: PaymentHistoryItem['payment_method'];
    occurred_at: string;
    reason: PaymentHistoryItem['reason'];
    course_name: string | null;
    course_name_ar: string | null;
    course_name_fr: string | null;
    section_name: string | null;
    receipt_number: string;
    reversed_at: string | null;
    credit_note_number: string | null;
    reference: string | null;
    card_network: string | null;
  }>(
    db,
    sql`select p.id, p.student_id, st.name as student_name, p.amount::text as amount, p.method,
               to_char(p.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as occurred_at,
               ch.reason, c.name as course_name, c.name_ar as course_name_ar, c.name_fr as course_name_fr, sec.name as section_name,
               ${documentNumberSql(sql`p`)} as receipt_number,
               ${reversedAtSql(sql`p`)} as reversed_at, ${creditNoteNumberSql(sql`p`)} as credit_note_number,
               ${onlineReferenceColumns(sql`p`)}
        from ledger_entries p
        join students st on st.id = p.student_id
        -- What it settled (its allocations): the reason and the seat when they are one (a clearance may span several).
        left join lateral (
          select case when count(distinct c1.reason) = 1 then min(c1.reason) end as reason,
                 case when count(distinct c1.enrollment_id) = 1 then min(c1.enrollment_id) end as enrollment_id
          from payment_allocations a join ledger_entries c1 on c1.id = a.charge_id where a.payment_id = p.id
        ) ch on true
        left join enrollments e on e.id = coalesce(p.enrollment_id, ch.enrollment_id)
        left join sections sec on sec.id = e.section_id
        left join courses c on c.id = sec.course_id
        ${onlineCheckoutJoin(sql`p`)}
        where p.student_id in (${ids}) and p.kind = 'payment'
        order by p.occurred_at desc, p.id desc
        limit ${HISTORY_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    student_id: r.student_id,
    student_name: r.student_name,
    amount: amount(r.amount),
    payment_method: r.method,
    payment_date: r.occurred_at,
    reference: r.reference,
    card_network: cardNetwork(r.card_network),
    reason: r.reason ?? 'other',
    course_name: r.course_name,
    course_name_ar: r.course_name_ar,
    course_name_fr: r.course_name_fr,
    section_name: r.section_name,
    receipt_number: r.receipt_number,
    reversed: r.reversed_at !== null,
    reversed_at: r.reversed_at,
    credit_note_number: r.credit_note_number,
  }));
}

/** GET /api/payments/student-payments: the family's (or one child's) payment items, totals and history. */
export async function studentPayments(deps: Deps, family: FamilyScope, studentId?: number): Promise<StudentPaymentsResponse> {
  const students = studentId === undefined ? family.students : [ownStudent(family, studentId)];
  const ids = students.map((s) => s.id);
  const today = academyClock(deps.clock()).date;
  const [money, totals, history] = await Promise.all([
    enrollmentMoney(deps.db, ids, today),
    studentTotals(deps.db, ids),
    paymentHistory(deps.db, ids),
  ]);

  const items: PaymentSummaryItem[] = money.map((m) => {
    const isKindergarten = m.category === 'kindergarten';
    const kind: PaymentKind = isKindergarten ? 'kindergarten' : m.pricing_type;
    const status = enrollmentPaymentStatus({
      kind,
      outstanding: m.outstanding,
      sessionsThisMonth: m.sessions_this_month,
      nextPaymentDate: m.next_payment_date,
      today,
    });
    const price = isKindergarten
      ? (m.subscription_amount ?? m.monthly_price)
      : m.pricing_type === 'monthly'
        ? m.monthly_price
        : m.session_price;
    return {
      enrollment_id: m.enrollment_id,
      student_id: m.student_id,
      student_name: m.student_name,
      course_id: m.course_id,
      course_name: m.course_name,
      course_name_ar: m.course_name_ar,
      course_name_fr: m.course_name_fr,
      section_name: m.section_name,
      payment_type: kind,
      pricing_type: m.pricing_type,
      payment_status: status,
      payment_status_display: status,
      course_price: price === null ? null : amount(price),
      total_charged: m.charged,
      total_paid: m.paid,
      unpaid_amount: Math.max(0, m.outstanding),
      debt_sessions: m.debt_sessions,
      sessions_this_month: m.sessions_this_month,
      progress_percentage: monthProgress(m.sessions_this_month),
      is_overdue: status === 'overdue',
      due_soon: isDueSoon(m.next_payment_date, today),
      next_payment_date: m.next_payment_date,
      subscription_status: m.subscription_status,
      is_kindergarten: isKindergarten,
    };
  });

  return {
    students: students.map((s) => {
      const t = totals.get(s.id) ?? { charged: 0, paid: 0, debt: 0, balance: 0, payments: 0 };
      const mine = items.filter((i) => i.student_id === s.id);
      return {
        student_id: s.id,
        student_name: s.name,
        payment_status: studentPaymentStatus(mine.map((i) => i.payment_status)),
        total_debt: Math.max(0, t.debt),
        summary: {
          total_charged: t.charged,
          total_paid: t.paid,
          total_debt: Math.max(0, t.debt),
          balance: t.balance,
          payment_count: t.payments,
        },
      };
    }),
    payment_summary: items,
    payment_history: history,
  };
}
