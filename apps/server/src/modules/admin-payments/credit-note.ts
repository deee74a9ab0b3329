import { sql } from 'drizzle-orm';
import { formatDA, receiptDateText, type CreditNote, type Language } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { creditNoteColumns, creditNotePrintsJoin, documentJoins } from '../ledger/receipts';
import { academyHeader } from './receipt';

interface CreditNoteRow {
  kind: string;
  payment_id: number;
  paid_at: string;
  receipt_number: string | null;
  reversal_id: number | null;
  credit_note_number: string | null;
  amount: string | null;
  reason: string | null;
  issued_at: string | null;
  issued_by: string | null;
  student_id: number;
  student_name: string;
  barcode: string | null;
  parent_name: string | null;
  print_count: number | null;
  last_printed_at: string | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * GET /api/admin/payments/{id}/credit-note: the credit note of a reversed payment ({id} the payment's, as for its
 * receipt and its reversal): its number, the receipt it cancels and that receipt's date, the student and parent,
 * the amount, the reason, who issued it, how many times it was printed. 404 payment_not_found when {id} is not a
 * payment, credit_note_not_found when the payment was not reversed.
 */
export async function paymentCreditNote(deps: Deps, paymentId: number, lang: Language): Promise<CreditNote> {
  const [row] = await rowsOf<CreditNoteRow>(
    deps.db,
    sql`
      select p.kind, p.id as payment_id, ${iso('p.occurred_at')} as paid_at, ${creditNoteColumns},
             r.amount::text as amount, r.note as reason, ${iso('r.occurred_at')} as issued_at, u.full_name as issued_by,
             st.id as student_id, st.name as student_name, st.barcode, par.full_name as parent_name
      from ledger_entries p
      join students st on st.id = p.student_id
      left join parents par on par.id = st.parent_id
      ${documentJoins(sql`p`)}
      ${creditNotePrintsJoin}
      left join ledger_entries r on r.id = doc_cn.ledger_entry_id
      left join users u on u.id = r.recorded_by
      where p.id = ${paymentId}`,
  );
  if (!row || row.kind !== 'payment') throw notFound('Payment not found.', 'payment_not_found');
  if (row.reversal_id === null) throw notFound('This payment was not reversed: it has no credit note.', 'credit_note_not_found');
  const date = (value: string, style: Parameters<typeof receiptDateText>[2]) => receiptDateText(value, lang, style);
  return {
    id: row.reversal_id,
    payment_id: row.payment_id,
    credit_note_number: row.credit_note_number!,
    receipt_number: row.receipt_number!,
    receipt_paid_at: row.paid_at,
    receipt_date_text: date(row.paid_at, { dateStyle: 'long' }),
    lang,
    ...(await academyHeader(deps, lang)),
    student: { id: row.student_id, name: row.student_name, barcode: row.barcode },
    parent_name: row.parent_name,
    amount: Number(row.amount),
    amount_text: formatDA(row.amount!, lang),
    reason: row.reason ?? '',
    issued_at: row.issued_at!,
    issued_date_text: date(row.issued_at!, { dateStyle: 'long' }),
    issued_time_text: date(row.issued_at!, { timeStyle: 'short' }),
    issued_by: row.issued_by,
    prints: { count: Number(row.print_count ?? 0), last_printed_at: row.last_printed_at },
  };
}
