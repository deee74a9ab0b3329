import { sql } from 'drizzle-orm';
import {
  RECEIPT_LABELS,
  formatDA,
  legalHeader,
  localCourseName,
  receiptDateText,
  type Language,
  type PaymentReceipt,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { siteInfo } from '../admin-content/settings';
import { settledCharges } from '../ledger/charges';
import { cardNetwork, onlineCheckoutJoin, onlineReferenceColumns } from '../ledger/online';
import { documentColumns, documentJoins, presentDocuments, type DocumentColumns } from '../ledger/receipts';

type Method = PaymentReceipt['method'];

interface ReceiptRow extends DocumentColumns {
  id: number;
  kind: string;
  amount: string;
  method: Method | null;
  note: string | null;
  paid_at: string;
  student_id: number;
  student_name: string;
  barcode: string | null;
  parent_name: string | null;
  course_name: string | null;
  course_name_en: string | null;
  course_name_ar: string | null;
  course_name_fr: string | null;
  section_name: string | null;
  charge_id: number | null;
  charge_reason: string | null;
  charge_amount: string | null;
  charge_date: string | null;
  received_by: string | null;
  reference: string | null;
  card_network: string | null;
}

const format = receiptDateText;

/** A payment's date and time as the academy's clock read it, in the reader's language (ar-DZ / en). */
export function receiptDate(iso: string, lang: Language) {
  return format(iso, lang, { dateStyle: 'long', timeStyle: 'short' });
}

/** The academy as a money document heads it, in `lang`: as the admin saved it in the settings (else the configuration's). */
export async function academyHeader(deps: Deps, lang: Language): Promise<Pick<PaymentReceipt, 'academy' | 'legal'>> {
  const { academy, legal } = await siteInfo(deps);
  return {
    academy: {
      name: lang === 'ar' ? academy.name_ar : academy.name,
      address: lang === 'ar' ? academy.address_ar : academy.address,
      phones: academy.phones,
      email: academy.email,
    },
    legal: legalHeader(legal, lang),
  };
}

/**
 * GET /api/admin/payments/{id}/receipt: one payment entry of the ledger with its receipt's number, its student, course
 * (of the enrollment, else of the charge it settled), the charge, and who recorded it; paid online, its Chargily
 * reference and card; reversed, the credit note that cancelled it; how many times its PDF was printed. A charge or
 * an unknown id is not a payment: 404.
 */
export async function paymentReceipt(deps: Deps, id: number, lang: Language): Promise<PaymentReceipt> {
  const [row] = await rowsOf<ReceiptRow>(
    deps.db,
    sql`
      select p.id, p.kind, p.amount::text as amount, p.method, p.note,
             to_char(p.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at,
             st.id as student_id, st.name as student_name, st.barcode, par.full_name as parent_name,
             c.name as course_name, c.name_en as course_name_en, c.name_ar as course_name_ar, c.name_fr as course_name_fr, sec.name as section_name,
             ch.id as charge_id, ch.reason as charge_reason, ch.amount::text as charge_amount,
             coalesce(ar.attendance_date, ((ch.occurred_at at time zone 'UTC') + interval '1 hour')::date)::text as charge_date,
             u.full_name as received_by, ${onlineReferenceColumns(sql`p`)}, ${documentColumns}
      from ledger_entries p
      join students st on st.id = p.student_id
      left join parents par on par.id = st.parent_id
      -- The first charge it settled (its allocations; a debt clearance settles several).
      left join lateral (
        select a.charge_id from payment_allocations a join ledger_entries c1 on c1.id = a.charge_id
        where a.payment_id = p.id order by c1.occurred_at, c1.id limit 1
      ) first on true
      left join ledger_entries ch on ch.id = first.charge_id
      left join enrollments e on e.id = coalesce(p.enrollment_id, ch.enrollment_id)
      left join sections sec on sec.id = e.section_id
      left join courses c on c.id = sec.course_id
      left join attendance_records ar on ar.id = coalesce(ch.attendance_record_id, p.attendance_record_id)
      left join users u on u.id = p.recorded_by
      ${onlineCheckoutJoin(sql`p`)}
      ${documentJoins(sql`p`)}
      where p.id = ${id}`,
  );
  if (!row || row.kind !== 'payment') throw notFound('Payment not found.', 'payment_not_found');
  const settled = await settledCharges(deps.db, row.id);
  // Charges of several courses (a debt clearance): the receipt names each line's course, not one for all.
  const oneCourse = new Set(settled.map((c) => `${c.course_name}|${c.section_name}`)).size <= 1;
  const header = await academyHeader(deps, lang);
  const method: Method = row.method ?? 'cash';
  // The course in the receipt's language; else its English name, else the stored one.
  const course =
    row.course_name === null || !oneCourse ? null : localCourseName({ ...row, course_name: row.course_name_en || row.course_name }, lang);
  return {
    id: row.id,
    lang,
    ...header,
    student: { id: row.student_id, name: row.student_name, barcode: row.barcode },
    parent_name: row.parent_name,
    course_name: course,
    section_name: oneCourse ? row.section_name : null,
    charges: settled.map((c) => ({
      ...c,
      date_text: c.date ? format(c.date, lang, { dateStyle: 'long' }) : null,
      paid_text: formatDA(c.paid, lang),
    })),
    charge:
      row.charge_id === null
        ? null
        : {
            id: row.charge_id,
            reason: row.charge_reason,
            date: row.charge_date,
            date_text: row.charge_date ? format(row.charge_date, lang, { dateStyle: 'long' }) : null,
            amount: Number(row.charge_amount),
          },
    amount: Number(row.amount),
    amount_text: formatDA(row.amount, lang),
    method,
    method_label: RECEIPT_LABELS[lang].methods[method],
    reference: row.reference,
    card_network: cardNetwork(row.card_network),
    paid_at: row.paid_at,
    paid_at_text: receiptDate(row.paid_at, lang),
    paid_date_text: format(row.paid_at, lang, { dateStyle: 'long' }),
    paid_time_text: format(row.paid_at, lang, { timeStyle: 'short' }),
    received_by: row.received_by,
    note: row.note,
    // Its number, the credit note that cancelled it, its prints.
    ...presentDocuments(row),
  };
}
