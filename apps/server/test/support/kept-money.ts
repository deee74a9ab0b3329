import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

type Row = Record<string, unknown>;

/**
 * The unpaid charges the ledger's trigger keeps (unpaid_charges, migration 0012) are exactly the ledger's
 * charges not settled by the payments applied to them, each with what it still owes. Returns how many.
 */
export async function expectUnpaidChargesKept(t: TestApp): Promise<number> {
  const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.app.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const paid = sql`coalesce((select sum(p.amount) from ledger_entries p where p.applies_to_entry_id = ch.id and p.kind = 'payment'), 0)`;
  const summed = await rowsOf(sql`
    select ch.id, ch.student_id, ch.enrollment_id, ch.reason, ch.amount::text as amount, ch.attendance_record_id,
           ch.occurred_at::text as occurred_at, (ch.amount - ${paid})::text as outstanding
    from ledger_entries ch where ch.kind = 'charge' and ch.amount > ${paid}
    order by ch.id`);
  const kept = await rowsOf(sql`
    select charge_id as id, student_id, enrollment_id, reason, amount::text as amount, attendance_record_id,
           occurred_at::text as occurred_at, outstanding::text as outstanding
    from unpaid_charges order by charge_id`);
  expect(kept).toEqual(summed);
  return summed.length;
}
