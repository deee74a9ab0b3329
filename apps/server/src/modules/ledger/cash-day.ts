import { sql } from 'drizzle-orm';
import type {
  CashCount,
  CashDayFigures,
  CashReversalLine,
  CashStaffTotals,
  CashTotals,
  DocumentRange,
  PaymentMethod,
} from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { cashClosings } from '../../db/schema';
import { academyDay } from '../../lib/academy-day';
import { audit } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/errors';
import { amount, preparedRowsOf, rowsOf } from '../../lib/rows';
import type { MoneyWriter } from './write';

/*
 * Closing the cash (issue 28 item 4). The money of an academy's local day (Africa/Algiers: UTC+1 all year): the
 * payments received by method, the payments reversed that day, the money paid out to teachers, the numbers of its
 * receipts and credit notes; for the academy, for each staff member (who took the payment, made the reversal or paid
 * the teacher) and for the online payments apart (confirmed by Chargily: nobody at the desk took them).
 *
 * The admin closes a day (today or a past one) once: its figures are kept as they are (cash_closings, append-only).
 * From then on a desk payment, a reversal or a payout on that day is refused (409 cash_day_closed) and writes
 * nothing; an online payment is never refused (the family's money is already taken): it is recorded, and the report
 * shows it apart as confirmed after closing.
 *
 * The race: every money write of a day takes the day's transaction-scoped advisory lock SHARED before it writes (they
 * do not wait for each other), and the closing takes it EXCLUSIVE. The closing therefore waits for the payments in
 * flight to commit, and reads them; a payment that comes after waits for the closing to commit, then finds the day
 * closed. An advisory lock needs no row to exist (a row per day, inserted by the day's first payment, would make two
 * first payments wait on each other's insert while holding their students' locks). The highest ledger entry and payout
 * ids when the day closed are kept with it: the day's entries above them came after (only online payments can).
 */

/** The first key of the day's advisory lock (ASCII "CASH"); the second is the day's number since 1970-01-01. */
const CASH_DAY_LOCK = 0x43415348;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
/** The highest id an integer column can hold: no upper bound. */
const NO_BOUND = 2_147_483_647;

export const cashDayClosed = (day: string) =>
  conflict('cash_day_closed', `The cash of ${day} is closed: no payment, reversal or payout can be recorded on it.`, { day: [day] });

/**
 * Every money write of the day of `now` calls this first (ledger/write.ts, teacher-pay-writes.ts): it takes the day's
 * lock shared, then refuses a closed day unless the money came online.
 */
export async function holdCashDay(tx: Tx, now: Date, { online = false }: { online?: boolean } = {}): Promise<void> {
  const { date } = academyDay(now);
  await preparedRowsOf(tx, sql`select pg_advisory_xact_lock_shared(${CASH_DAY_LOCK}::int, ${dayNumber(date)}::int)`);
  if (online) return;
  // A statement of its own: its snapshot is taken after the lock, so it sees a closing that committed meanwhile.
  const closed = await preparedRowsOf<{ day: string }>(tx, sql`select day::text as day from cash_closings where day = ${date}::date`);
  if (closed.length) throw cashDayClosed(date);
}

/** Which of the day's entries to count: all (the live day), those up to the closing's marks, or those after them. */
export type CashDayScope = { upTo?: CashMarks; after?: CashMarks };
export interface CashMarks {
  ledger: number;
  payout: number;
}

interface TotalsRow {
  academy: boolean;
  online: boolean | null;
  staff_id: number | null;
  full_name: string | null;
  payments: number;
  received: string;
  cash_count: number;
  cash: string;
  card_count: number;
  card: string;
  bank_transfer_count: number;
  bank_transfer: string;
  online_count: number;
  online_amount: string;
  reversals: number;
  reversed: string;
  payouts: number;
  paid_out: string;
  net: string;
  cash_expected: string;
  receipt_first: string | null;
  receipt_last: string | null;
  receipt_count: number;
  receipt_complete: boolean;
  credit_first: string | null;
  credit_last: string | null;
  credit_count: number;
  credit_complete: boolean;
}

/** The numbers of one series among the group's entries (e.series, e.year, e.seq), as printed. */
const rangeColumns = (series: 'receipt' | 'credit_note', as: string) => {
  const of = sql.raw(`filter (where e.series = '${series}')`);
  const name = (suffix: string) => sql.raw(`${as}_${suffix}`);
  return sql`receipt_number_text(${series}, max(e.year) ${of}, min(e.seq) ${of}) as ${name('first')},
             receipt_number_text(${series}, max(e.year) ${of}, max(e.seq) ${of}) as ${name('last')},
             count(*) ${of}::int as ${name('count')},
             coalesce(count(*) ${of} = max(e.seq) ${of} - min(e.seq) ${of} + 1, false) as ${name('complete')}`;
};

const sumOf = (filter: string) => sql.raw(`coalesce(sum(e.amount) filter (where ${filter}), 0)`);
const countOf = (filter: string) => sql.raw(`count(*) filter (where ${filter})::int`);

/** The figures of the local day `day`, in two queries over the ledger's (kind, occurred_at) index and the payouts' paid_at index. */
export async function cashDayFigures(db: Db | Tx, day: string, scope: CashDayScope = {}): Promise<CashDayFigures> {
  const start = `${day}T00:00:00+01:00`;
  const after = { ledger: scope.after?.ledger ?? 0, payout: scope.after?.payout ?? 0 };
  const upTo = { ledger: scope.upTo?.ledger ?? NO_BOUND, payout: scope.upTo?.payout ?? NO_BOUND };
  const inDay = (column: string) =>
    sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${start}::timestamptz + interval '1 day'`;
  const [rows, reversals] = await Promise.all([
    rowsOf<TotalsRow>(
      db,
      sql`with e as (
            select l.kind, coalesce(p.method, l.method) as method, l.amount,
                   (l.kind = 'payment' and l.method = 'online') as online,
                   case when l.kind = 'payment' and l.method = 'online' then null else l.recorded_by end as staff_id,
                   r.series, r.year, r.seq
            from ledger_entries l
            join receipts r on r.ledger_entry_id = l.id
            left join ledger_entries p on l.kind = 'adjustment' and p.id = l.applies_to_entry_id
            where l.kind in ('payment', 'adjustment') and ${inDay('l.occurred_at')}
              and l.id > ${after.ledger}::int and l.id <= ${upTo.ledger}::int
            union all
            select 'payout', o.method, o.amount, false, o.paid_by, null, null, null
            from teacher_payouts o
            where ${inDay('o.paid_at')} and o.id > ${after.payout}::int and o.id <= ${upTo.payout}::int
          ),
          g as (
            select grouping(e.online) = 1 as academy, e.online, e.staff_id,
                   ${countOf("e.kind = 'payment'")} as payments, ${sumOf("e.kind = 'payment'")}::text as received,
                   ${countOf("e.kind = 'payment' and e.method = 'cash'")} as cash_count,
                   ${sumOf("e.kind = 'payment' and e.method = 'cash'")}::text as cash,
                   ${countOf("e.kind = 'payment' and e.method = 'card'")} as card_count,
                   ${sumOf("e.kind = 'payment' and e.method = 'card'")}::text as card,
                   ${countOf("e.kind = 'payment' and e.method = 'bank_transfer'")} as bank_transfer_count,
                   ${sumOf("e.kind = 'payment' and e.method = 'bank_transfer'")}::text as bank_transfer,
                   ${countOf("e.kind = 'payment' and e.method = 'online'")} as online_count,
                   ${sumOf("e.kind = 'payment' and e.method = 'online'")}::text as online_amount,
                   ${countOf("e.kind = 'adjustment'")} as reversals, ${sumOf("e.kind = 'adjustment'")}::text as reversed,
                   ${countOf("e.kind = 'payout'")} as payouts, ${sumOf("e.kind = 'payout'")}::text as paid_out,
                   (${sumOf("e.kind = 'payment'")} - ${sumOf("e.kind = 'adjustment'")})::text as net,
                   (${sumOf("e.kind = 'payment' and e.method = 'cash'")} - ${sumOf("e.kind = 'adjustment' and e.method = 'cash'")}
                    - ${sumOf("e.kind = 'payout' and e.method = 'cash'")})::text as cash_expected,
                   ${rangeColumns('receipt', 'receipt')}, ${rangeColumns('credit_note', 'credit')}
            from e
            group by grouping sets ((e.online, e.staff_id), ())
          )
          select g.*, u.full_name from g left join users u on u.id = g.staff_id
          order by g.academy, g.online, u.full_name nulls last, g.staff_id`,
    ),
    rowsOf<{
      id: number;
      payment_id: number;
      credit_note: string | null;
      cancels_receipt: string | null;
      amount: string;
      method: PaymentMethod;
      reason: string;
      reversed_at: string;
      by_id: number | null;
      full_name: string | null;
    }>(
      db,
      sql`select rv.id, rv.applies_to_entry_id as payment_id, cn.number as credit_note, pr.number as cancels_receipt,
                 rv.amount::text as amount, p.method, coalesce(rv.note, '') as reason,
                 to_char(rv.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as reversed_at,
                 rv.recorded_by as by_id, u.full_name
          from ledger_entries rv
          join ledger_entries p on p.id = rv.applies_to_entry_id and p.kind = 'payment'
          left join receipts cn on cn.ledger_entry_id = rv.id
          left join receipts pr on pr.id = cn.cancels_receipt_id
          left join users u on u.id = rv.recorded_by
          where rv.kind = 'adjustment' and ${inDay('rv.occurred_at')}
            and rv.id > ${after.ledger}::int and rv.id <= ${upTo.ledger}::int
          order by rv.occurred_at, rv.id`,
    ),
  ]);
  const academy = rows.find((r) => r.academy);
  const online = rows.find((r) => !r.academy && r.online);
  return {
    academy: academy ? totalsOf(academy) : emptyTotals(),
    staff: rows
      .filter((r) => !r.academy && !r.online)
      .map((r): CashStaffTotals => ({ staff: { id: r.staff_id, full_name: r.full_name }, ...totalsOf(r) })),
    online: online ? totalsOf(online) : emptyTotals(),
    reversals: reversals.map((r): CashReversalLine => ({
      id: r.id,
      payment_id: r.payment_id,
      credit_note: r.credit_note,
      cancels_receipt: r.cancels_receipt,
      amount: amount(r.amount),
      method: r.method,
      reason: r.reason,
      reversed_at: r.reversed_at,
      by: { id: r.by_id, full_name: r.full_name },
    })),
  };
}

const count = (n: number, value: string): CashCount => ({ count: Number(n), amount: amount(value) });
const range = (first: string | null, last: string | null, n: number, complete: boolean): DocumentRange | null =>
  first && last ? { first, last, count: Number(n), complete: Boolean(complete) } : null;

function totalsOf(r: TotalsRow): CashTotals {
  return {
    payments: count(r.payments, r.received),
    by_method: {
      cash: count(r.cash_count, r.cash),
      card: count(r.card_count, r.card),
      bank_transfer: count(r.bank_transfer_count, r.bank_transfer),
      online: count(r.online_count, r.online_amount),
    },
    reversals: count(r.reversals, r.reversed),
    payouts: count(r.payouts, r.paid_out),
    net: amount(r.net),
    cash_expected: amount(r.cash_expected),
    receipts: range(r.receipt_first, r.receipt_last, r.receipt_count, r.receipt_complete),
    credit_notes: range(r.credit_first, r.credit_last, r.credit_count, r.credit_complete),
  };
}

function emptyTotals(): CashTotals {
  const none = { count: 0, amount: 0 };
  return {
    payments: none,
    by_method: { cash: none, card: none, bank_transfer: none, online: none },
    reversals: none,
    payouts: none,
    net: 0,
    cash_expected: 0,
    receipts: null,
    credit_notes: null,
  };
}

/** Whether some money reached the figures (a payment, a reversal or a payout). */
export const hasMoney = (f: CashDayFigures) => f.academy.payments.count + f.academy.reversals.count + f.academy.payouts.count > 0;

export interface CashClosing {
  day: string;
  closed_at: string;
  closed_by: { id: number | null; full_name: string | null };
  marks: CashMarks;
  figures: CashDayFigures;
}

/** The closing of `day`, or null while it is open. */
export async function cashClosingOf(db: Db | Tx, day: string): Promise<CashClosing | null> {
  const [row] = await rowsOf<{
    day: string;
    closed_at: string;
    closed_by: number | null;
    full_name: string | null;
    last_ledger_entry_id: number;
    last_payout_id: number;
    figures: CashDayFigures | string;
  }>(
    db,
    sql`select c.day::text as day, to_char(c.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closed_at,
               c.closed_by, u.full_name, c.last_ledger_entry_id, c.last_payout_id, c.figures
        from cash_closings c left join users u on u.id = c.closed_by
        where c.day = ${day}::date`,
  );
  if (!row) return null;
  return {
    day: row.day,
    closed_at: row.closed_at,
    closed_by: { id: row.closed_by, full_name: row.full_name },
    marks: { ledger: Number(row.last_ledger_entry_id), payout: Number(row.last_payout_id) },
    figures: typeof row.figures === 'string' ? (JSON.parse(row.figures) as CashDayFigures) : row.figures,
  };
}

/**
 * Closes the cash of `day` (today or a past day in the clock of `by.now`; a future day is 400 cash_day_in_future):
 * waits for the day's payments in flight (the lock taken exclusive), keeps the figures as they are and the marks of
 * what they count, once (409 cash_day_already_closed: a closed day is never reopened). Audited as cash_day.closed.
 */
export async function closeCashDay(tx: Tx, by: MoneyWriter, day: string): Promise<CashClosing> {
  if (day > academyDay(by.now).date) throw cashDayInFuture();
  await preparedRowsOf(tx, sql`select pg_advisory_xact_lock(${CASH_DAY_LOCK}::int, ${dayNumber(day)}::int)`);
  if (await cashClosingOf(tx, day)) throw conflict('cash_day_already_closed', `The cash of ${day} is already closed.`);
  // Every entry of the day committed so far has an id up to these; one written after the closing, a higher one.
  const [marks] = await rowsOf<CashMarks>(
    tx,
    sql`select (select coalesce(max(id), 0) from ledger_entries) as ledger, (select coalesce(max(id), 0) from teacher_payouts) as payout`,
  );
  const kept = { ledger: Number(marks!.ledger), payout: Number(marks!.payout) };
  const figures = await cashDayFigures(tx, day, { upTo: kept });
  await tx.insert(cashClosings).values({
    day,
    closedAt: by.now,
    closedBy: by.actor.id,
    lastLedgerEntryId: kept.ledger,
    lastPayoutId: kept.payout,
    figures,
  });
  const a = figures.academy;
  await audit(tx, {
    actorId: by.actor.id,
    ip: by.actor.ip,
    at: by.now,
    action: 'cash_day.closed',
    entity: 'cash_day',
    data: {
      day,
      payments: a.payments.count,
      received: a.payments.amount,
      reversed: a.reversals.amount,
      paid_out: a.payouts.amount,
      net: a.net,
      cash_expected: a.cash_expected,
      receipts: a.receipts,
      credit_notes: a.credit_notes,
    },
  });
  return (await cashClosingOf(tx, day))!;
}

export const cashDayInFuture = () => badRequest('cash_day_in_future', 'This day has not come yet: choose today or a past day.');
