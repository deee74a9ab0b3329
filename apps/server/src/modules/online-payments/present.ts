import { sql, type SQL } from 'drizzle-orm';
import {
  isFinalCheckoutStatus,
  type AdminOnlineCheckout,
  type CheckoutPlanPart,
  type OnlineCheckout,
  type OnlineCheckoutPayment,
} from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { amount, rowsOf } from '../../lib/rows';
import { cardNetwork, onlinePaymentKey, onlinePaymentOf } from '../ledger/online';
import { documentNumberSql } from '../ledger/receipts';

/** A checkout row with its child, seat and family, as the lists read it. */
interface CheckoutRow {
  id: number;
  checkout_id: string | null;
  purpose: OnlineCheckout['purpose'];
  status: OnlineCheckout['status'];
  amount: string;
  plan: CheckoutPlanPart[];
  fees: string | null;
  fees_on_customer: string | null;
  fees_on_merchant: string | null;
  fees_allocation: OnlineCheckout['fees_allocation'];
  payment_method: string | null;
  locale: OnlineCheckout['locale'];
  student_id: number | null;
  student_name: string | null;
  enrollment_id: number | null;
  course_name: string | null;
  course_name_ar: string | null;
  course_name_fr: string | null;
  section_name: string | null;
  checkout_url: string | null;
  created_at: string;
  paid_at: string | null;
  credited: boolean;
  over_collected: string;
  finding: OnlineCheckout['finding'];
  confirmed_by: OnlineCheckout['confirmed_by'];
  parent_id: number;
  parent_name: string | null;
  parent_phone: string | null;
  livemode: boolean | null;
  last_checked_at: string | null;
  error: string | null;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The checkouts `where` selects (alias oc), ordered and paged by the caller's `tail`. */
export async function checkoutRows(db: Db | Tx, where: SQL, tail: SQL = sql``) {
  return rowsOf<CheckoutRow>(
    db,
    sql`select oc.id, oc.checkout_id, oc.purpose, oc.status, oc.amount::text as amount, oc.plan,
               oc.fees::text as fees, oc.fees_on_customer::text as fees_on_customer, oc.fees_on_merchant::text as fees_on_merchant,
               oc.fees_allocation, oc.payment_method, oc.locale, oc.student_id, st.name as student_name, oc.enrollment_id,
               c.name as course_name, c.name_ar as course_name_ar, c.name_fr as course_name_fr, sec.name as section_name, oc.checkout_url,
               ${iso(sql`oc.created_at`)} as created_at, ${iso(sql`oc.paid_at`)} as paid_at, oc.credited_at is not null as credited,
               oc.over_collected::text as over_collected, oc.finding, oc.confirmed_by,
               oc.parent_id, p.full_name as parent_name, coalesce(p.phone, u.phone) as parent_phone, oc.livemode,
               ${iso(sql`oc.last_checked_at`)} as last_checked_at, oc.error
        from online_checkouts oc
        join parents p on p.id = oc.parent_id
        left join users u on u.id = p.user_id
        left join students st on st.id = oc.student_id
        left join enrollments e on e.id = oc.enrollment_id
        left join sections sec on sec.id = e.section_id
        left join courses c on c.id = sec.course_id
        where ${where}
        ${tail}`,
  );
}

/** The ledger payments the checkouts wrote (their keys name the checkout and the child), in one query. */
async function paymentsOf(db: Db | Tx, rows: CheckoutRow[]): Promise<Map<string, OnlineCheckoutPayment[]>> {
  const keys = rows.flatMap((r) => (r.checkout_id && r.credited ? r.plan.map((p) => onlinePaymentKey(r.checkout_id!, p.student_id)) : []));
  const byCheckout = new Map<string, OnlineCheckoutPayment[]>();
  if (!keys.length) return byCheckout;
  const payments = await rowsOf<{
    id: number;
    receipt_number: string;
    student_id: number;
    student_name: string;
    amount: string;
    idempotency_key: string;
  }>(
    db,
    sql`select le.id, ${documentNumberSql(sql`le`)} as receipt_number, le.student_id, st.name as student_name,
               le.amount::text as amount, le.idempotency_key
        from ledger_entries le join students st on st.id = le.student_id
        where le.idempotency_key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})
        order by le.id`,
  );
  for (const p of payments) {
    const checkoutId = onlinePaymentOf(p.idempotency_key)!.checkoutId;
    const list = byCheckout.get(checkoutId) ?? [];
    list.push({
      id: p.id,
      receipt_number: p.receipt_number,
      student_id: p.student_id,
      student_name: p.student_name,
      amount: amount(p.amount),
    });
    byCheckout.set(checkoutId, list);
  }
  return byCheckout;
}

const money = (v: string | null) => (v === null ? null : amount(v));

function present(r: CheckoutRow, payments: Map<string, OnlineCheckoutPayment[]>): OnlineCheckout {
  return {
    id: r.id,
    checkout_id: r.checkout_id,
    purpose: r.purpose,
    status: r.status,
    amount: amount(r.amount),
    fees: money(r.fees),
    fees_on_customer: money(r.fees_on_customer),
    fees_on_merchant: money(r.fees_on_merchant),
    fees_allocation: r.fees_allocation,
    payment_method: cardNetwork(r.payment_method),
    locale: r.locale,
    student_id: r.student_id,
    student_name: r.student_name,
    enrollment_id: r.enrollment_id,
    course_name: r.course_name,
    course_name_ar: r.course_name_ar,
    course_name_fr: r.course_name_fr,
    section_name: r.section_name,
    checkout_url: isFinalCheckoutStatus(r.status) ? null : r.checkout_url,
    created_at: r.created_at,
    paid_at: r.paid_at,
    credited: r.credited,
    over_collected: amount(r.over_collected),
    finding: r.finding,
    confirmed_by: r.confirmed_by,
    payments: (r.checkout_id && payments.get(r.checkout_id)) || [],
  };
}

/** Checkouts as their family sees them. */
export async function presentCheckouts(db: Db | Tx, rows: CheckoutRow[]): Promise<OnlineCheckout[]> {
  const payments = await paymentsOf(db, rows);
  return rows.map((r) => present(r, payments));
}

/** Checkouts as the staff see them: with the family, the mode and what went wrong. */
export async function presentAdminCheckouts(db: Db | Tx, rows: CheckoutRow[]): Promise<AdminOnlineCheckout[]> {
  const payments = await paymentsOf(db, rows);
  return rows.map((r) => ({
    ...present(r, payments),
    parent_id: r.parent_id,
    parent_name: r.parent_name,
    parent_phone: r.parent_phone,
    livemode: r.livemode,
    last_checked_at: r.last_checked_at,
    error: r.error,
  }));
}
