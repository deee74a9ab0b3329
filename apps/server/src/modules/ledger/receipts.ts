import { sql, type SQL } from 'drizzle-orm';
import type { PrintCopy, PrintCount } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { receiptPrints } from '../../db/schema';
import { rowsOf } from '../../lib/rows';

/*
 * The money documents (issue 28, migration 0036): the database numbers every payment's receipt (2026-000123) and
 * every reversal's credit note (AV-2026-000004) in the statement that writes the entry, per year with no gap, and
 * keeps them and their prints append-only. This file reads them (by the unique index on receipts.ledger_entry_id,
 * and the index on cancels_receipt_id) and writes the one thing the server adds: a print.
 */

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The number of the document of the ledger entry `entry` (an SQL alias of ledger_entries): a scalar subquery. */
export const documentNumberSql = (entry: SQL) => sql`(select doc.number from receipts doc where doc.ledger_entry_id = ${entry}.id)`;

/** The number of the credit note that cancelled the receipt of payment `payment` (an alias), null when it stands. */
export const creditNoteNumberSql = (payment: SQL) => sql`(
  select cn.number from receipts pr join receipts cn on cn.cancels_receipt_id = pr.id where pr.ledger_entry_id = ${payment}.id)`;

const printsOfSql = (doc: SQL) => sql`(
    select count(*)::int as count, max(rp.printed_at) as last from receipt_prints rp where rp.receipt_id = ${doc}.id
  )`;

/**
 * For one payment row `payment` of a query (an alias of ledger_entries): its receipt (doc_r), the credit note that
 * cancelled it (doc_cn) and the receipt's prints (doc_p), with `documentColumns`.
 */
export const documentJoins = (payment: SQL) => sql`
  left join receipts doc_r on doc_r.ledger_entry_id = ${payment}.id
  left join receipts doc_cn on doc_cn.cancels_receipt_id = doc_r.id
  left join lateral ${printsOfSql(sql`doc_r`)} doc_p on true`;

/** With `documentJoins`: the credit note's prints (doc_cnp), for `creditNoteColumns`. */
export const creditNotePrintsJoin = sql`left join lateral ${printsOfSql(sql`doc_cn`)} doc_cnp on true`;

/** The credit note of `documentJoins` as its own document: its reversal's ledger id, its number, the receipt's, its prints. */
export const creditNoteColumns = sql`doc_cn.ledger_entry_id as reversal_id, doc_cn.number as credit_note_number,
  doc_r.number as receipt_number, doc_cnp.count as print_count, ${iso(sql`doc_cnp.last`)} as last_printed_at`;

/** The columns of `documentJoins`, read back by `presentDocuments`. */
export const documentColumns = sql`doc_r.number as receipt_number, doc_cn.number as credit_note_number,
  ${iso(sql`doc_cn.issued_at`)} as credit_note_issued_at, doc_p.count as print_count, ${iso(sql`doc_p.last`)} as last_printed_at`;

export interface DocumentColumns {
  receipt_number: string;
  credit_note_number: string | null;
  credit_note_issued_at: string | null;
  print_count: number;
  last_printed_at: string | null;
}

/** `documentColumns` as a receipt answer shows them. */
export function presentDocuments(row: DocumentColumns) {
  return {
    receipt_number: row.receipt_number,
    cancelled_by: row.credit_note_number ? { number: row.credit_note_number, issued_at: row.credit_note_issued_at! } : null,
    prints: { count: Number(row.print_count), last_printed_at: row.last_printed_at } satisfies PrintCount,
  };
}

/** The number of a ledger entry's document (a payment's receipt, a reversal's credit note); null for any other entry. */
export async function documentNumber(db: Db | Tx, entryId: number): Promise<string | null> {
  const [row] = await rowsOf<{ number: string }>(db, sql`select number from receipts where ledger_entry_id = ${entryId}`);
  return row?.number ?? null;
}

/** A reversal's credit note: its number, and the number of the receipt it cancels. */
export async function creditNoteNumbers(db: Db | Tx, reversalId: number): Promise<{ credit_note: string; receipt: string } | null> {
  const [row] = await rowsOf<{ credit_note: string; receipt: string }>(
    db,
    sql`select cn.number as credit_note, r.number as receipt
        from receipts cn join receipts r on r.id = cn.cancels_receipt_id
        where cn.ledger_entry_id = ${reversalId}`,
  );
  return row ?? null;
}

/**
 * One print of the document of a ledger entry: the next copy (1, the original, when it was never printed), under a
 * lock on the document's row, so two prints at once, on one server or several, are never both copy 1. (FOR UPDATE
 * locks the row without updating it: the append-only trigger, BEFORE UPDATE, does not fire.) Null when the entry
 * has no document.
 */
export async function recordPrint(db: Db, entryId: number, by: number | null, at: Date): Promise<PrintCopy | null> {
  return db.transaction(async (tx) => {
    const [doc] = await rowsOf<{ id: number }>(tx, sql`select id from receipts where ledger_entry_id = ${entryId} for update`);
    if (!doc) return null;
    const [next] = await rowsOf<{ copy: number }>(
      tx,
      sql`select coalesce(max(copy), 0)::int + 1 as copy from receipt_prints where receipt_id = ${doc.id}`,
    );
    const [print] = await tx
      .insert(receiptPrints)
      .values({ receiptId: doc.id, copy: Number(next!.copy), printedBy: by, printedAt: at })
      .returning({ copy: receiptPrints.copy, printedAt: receiptPrints.printedAt });
    return { copy: print!.copy, printed_at: print!.printedAt.toISOString() };
  });
}
