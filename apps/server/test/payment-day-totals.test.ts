import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RevenueReport } from '@academy/shared';
import { ledgerEntries, students } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';

/*
 * The payments' totals per local day and method (payment_day_totals, migration 0023) that the revenue report
 * reads are the ledger's payments summed, whatever wrote them: one payment, many in one statement (with
 * charges and adjustments beside them), two transactions at once, payments on either side of local midnight.
 * The ledger refuses updates and deletes, and a refused statement moves nothing. Clock: 2026-11-23 09:00 UTC.
 */

let t: TestApp;
let admin: string;
let a: number;
let b: number;

type Method = 'cash' | 'card' | 'bank_transfer';
const pay = (studentId: number, amount: string, method: Method, at: string) => ({
  kind: 'payment' as const,
  amount,
  method,
  studentId,
  occurredAt: new Date(at),
});

/** The kept rows and the ledger's payments grouped the same way (local day in Africa/Algiers, method). */
async function keptAndSummed() {
  const db = t.app.deps.db;
  const kept = await rowsOf<Record<string, unknown>>(
    db,
    sql`select day::text as day, method, amount::text as amount, payments from payment_day_totals order by day, method`,
  );
  const summed = await rowsOf<Record<string, unknown>>(
    db,
    sql`select (occurred_at at time zone 'Africa/Algiers')::date::text as day, method, sum(amount)::numeric(14, 2)::text as amount,
               count(*)::int as payments
        from ledger_entries where kind = 'payment' group by 1, 2 order by 1, 2`,
  );
  return { kept, summed };
}

/** The revenue report as it was computed before migration 0023: every payment of the period, summed. */
async function revenueFromLedger(from: string, to: string) {
  return rowsOf<{ month: string | null; cash: string; card: string; bank_transfer: string; online: string; total: string; count: number }>(
    t.app.deps.db,
    sql`select to_char(date_trunc('month', l.occurred_at at time zone 'Africa/Algiers'), 'YYYY-MM') as month,
               coalesce(sum(l.amount) filter (where l.method = 'cash'), 0)::text as cash,
               coalesce(sum(l.amount) filter (where l.method = 'card'), 0)::text as card,
               coalesce(sum(l.amount) filter (where l.method = 'bank_transfer'), 0)::text as bank_transfer,
               coalesce(sum(l.amount) filter (where l.method = 'online'), 0)::text as online,
               coalesce(sum(l.amount), 0)::text as total, count(*)::int as count
        from ledger_entries l
        where l.kind = 'payment' and l.occurred_at >= (${from}::date::timestamp at time zone 'Africa/Algiers')
          and l.occurred_at < ((${to}::date + 1)::timestamp at time zone 'Africa/Algiers')
        group by grouping sets ((1), ()) order by 1 nulls last`,
  );
}

async function expectReportAsLedger(from: string, to: string) {
  const res = await t.request({ method: 'GET', url: `/api/admin/reports/revenue?from=${from}&to=${to}`, token: admin });
  expect(res.statusCode).toBe(200);
  const r = res.json() as RevenueReport;
  const ledger = await revenueFromLedger(from, to);
  const present = (x: (typeof ledger)[number]) => ({
    cash: Number(x.cash),
    card: Number(x.card),
    bank_transfer: Number(x.bank_transfer),
    online: Number(x.online),
    total: Number(x.total),
    count: Number(x.count),
  });
  expect(r.rows).toEqual(ledger.filter((x) => x.month !== null).map((x) => ({ month: x.month, ...present(x) })));
  expect(r.totals).toEqual(present(ledger.find((x) => x.month === null)!));
  return r;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const rows = await t.app.deps.db
    .insert(students)
    .values([
      { name: 'Day Total A', barcode: 'PDT000001' },
      { name: 'Day Total B', barcode: 'PDT000002' },
    ])
    .returning();
  [a, b] = rows.map((r) => r.id) as [number, number];
});

afterAll(async () => {
  await t?.close();
});

describe('payment_day_totals (kept by the ledger trigger)', () => {
  it('starts empty and follows one payment at a time', async () => {
    expect(await keptAndSummed()).toEqual({ kept: [], summed: [] });
    await t.app.deps.db.insert(ledgerEntries).values(pay(a, '100.00', 'cash', '2026-11-02T10:00:00Z'));
    await t.app.deps.db.insert(ledgerEntries).values(pay(a, '50.25', 'cash', '2026-11-02T15:00:00Z'));
    const { kept, summed } = await keptAndSummed();
    expect(kept).toEqual([{ day: '2026-11-02', method: 'cash', amount: '150.25', payments: 2 }]);
    expect(kept).toEqual(summed);
  });

  it('follows a multi-row insert of payments of several days, methods and students, with charges and adjustments beside them', async () => {
    await t.app.deps.db.insert(ledgerEntries).values([
      pay(a, '10.00', 'card', '2026-10-31T22:59:59Z'), // 23:59:59 on Oct 31 in Algiers
      pay(b, '20.00', 'card', '2026-10-31T23:00:00Z'), // midnight Nov 1 in Algiers
      pay(b, '30.00', 'bank_transfer', '2026-11-02T08:00:00Z'),
      pay(a, '40.00', 'cash', '2026-11-02T22:30:00Z'), // 23:30 on Nov 2 in Algiers
      pay(b, '0.01', 'cash', '2026-11-02T23:30:00Z'), // Nov 3 in Algiers
      { kind: 'charge', reason: 'session', amount: '999.00', studentId: a, occurredAt: new Date('2026-11-02T09:00:00Z') },
      { kind: 'adjustment', amount: '-5.00', studentId: b, occurredAt: new Date('2026-11-02T09:00:00Z') },
    ]);
    const { kept, summed } = await keptAndSummed();
    expect(kept).toEqual(summed);
    expect(kept).toEqual([
      { day: '2026-10-31', method: 'card', amount: '10.00', payments: 1 },
      { day: '2026-11-01', method: 'card', amount: '20.00', payments: 1 },
      { day: '2026-11-02', method: 'bank_transfer', amount: '30.00', payments: 1 },
      { day: '2026-11-02', method: 'cash', amount: '190.25', payments: 3 },
      { day: '2026-11-03', method: 'cash', amount: '0.01', payments: 1 },
    ]);
  });

  it('counts the payments of two transactions on the same day and method at once', async () => {
    const db = t.app.deps.db;
    await Promise.all(
      [a, b].map((studentId, i) =>
        db.transaction(async (tx) => {
          await tx.insert(ledgerEntries).values(pay(studentId, `${i + 1}00.00`, 'cash', '2026-11-23T09:00:00Z'));
          await tx
            .insert(ledgerEntries)
            .values([pay(studentId, '1.00', 'cash', '2026-11-23T09:01:00Z'), pay(studentId, '2.00', 'card', '2026-11-23T09:02:00Z')]);
        }),
      ),
    );
    const { kept, summed } = await keptAndSummed();
    expect(kept).toEqual(summed);
    expect(kept.filter((r) => r.day === '2026-11-23')).toEqual([
      { day: '2026-11-23', method: 'card', amount: '4.00', payments: 2 },
      { day: '2026-11-23', method: 'cash', amount: '302.00', payments: 4 },
    ]);
  });

  it('moves nothing when the ledger refuses an update, a delete, or a statement that fails half-way', async () => {
    const db = t.app.deps.db;
    const before = await keptAndSummed();
    await expect(db.execute(sql`update ledger_entries set amount = amount + 1 where kind = 'payment'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries where kind = 'payment'`)).rejects.toThrow();
    // The second row breaks a check (a payment has a method): the whole statement, and its totals, roll back.
    await expect(
      db.execute(sql`insert into ledger_entries (kind, amount, student_id, method, occurred_at)
                     values ('payment', 7, ${a}, 'cash', now()), ('payment', 8, ${b}, null, now())`),
    ).rejects.toThrow();
    expect(await keptAndSummed()).toEqual(before);
  });

  it('the revenue report read from them gives what summing the ledger gave, over any period', async () => {
    const r = await expectReportAsLedger('2026-10-01', '2026-11-30');
    expect(r.totals).toEqual({ cash: 492.26, card: 34, bank_transfer: 30, online: 0, total: 556.26, count: 13 });
    await expectReportAsLedger('2026-11-01', '2026-11-02');
    await expectReportAsLedger('2026-10-31', '2026-10-31');
    await expectReportAsLedger('2026-11-03', '2026-11-22');
    await expectReportAsLedger('2025-12-01', '2026-11-23');
    // A period with no payments: no months, totals of zero.
    const empty = await expectReportAsLedger('2026-01-01', '2026-01-31');
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toEqual({ cash: 0, card: 0, bank_transfer: 0, online: 0, total: 0, count: 0 });
  });
});
