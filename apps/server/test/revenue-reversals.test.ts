import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevenueReport } from '@academy/shared';
import { ledgerEntries, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';

/*
 * The revenue report after a payment is reversed: the money leaves the report on the day it was handed back
 * (by the reversed payment's method), and the days already reported keep their figures.
 */

let t: TestApp;
let admin: string;
const paymentIds: number[] = [];

async function paid(studentId: number, amount: string, method: 'cash' | 'card', at: string) {
  const [row] = await t.app.deps.db
    .insert(ledgerEntries)
    .values({ kind: 'payment', amount, method, studentId, occurredAt: new Date(at), createdAt: new Date(at) })
    .returning({ id: ledgerEntries.id });
  paymentIds.push(row!.id);
}

const revenue = async (from: string, to: string) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/reports/revenue?from=${from}&to=${to}`, token: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as RevenueReport;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const [student] = await t.app.deps.db.insert(students).values({ name: 'Revenue Reversal', barcode: 'REV000001' }).returning();
  await paid(student!.id, '1500.00', 'cash', '2026-10-20T09:00:00Z');
  await paid(student!.id, '800.00', 'card', '2026-10-21T09:00:00Z');
});
afterAll(() => t.close());

describe('the revenue report and reversed payments', () => {
  it('takes a reversed payment off on the day of the reversal, by its method; the earlier month keeps its figures', async () => {
    expect((await revenue('2026-10-01', '2026-11-30')).totals).toEqual({
      cash: 1500,
      card: 800,
      bank_transfer: 0,
      online: 0,
      total: 2300,
      count: 2,
    });

    // 23:30 UTC on 30 November is already 1 December in Algiers: the reversal belongs to December.
    t.clock.set('2026-11-30T23:30:00Z');
    const reversed = await t.request({
      method: 'POST',
      url: `/api/admin/payments/${paymentIds[0]}/reverse`,
      token: admin,
      payload: { reason: 'Paid twice by mistake' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);

    const autumn = await revenue('2026-10-01', '2026-11-30');
    expect(autumn.rows).toEqual([{ month: '2026-10', cash: 1500, card: 800, bank_transfer: 0, online: 0, total: 2300, count: 2 }]);
    const december = await revenue('2026-12-01', '2026-12-31');
    expect(december.rows).toEqual([{ month: '2026-12', cash: -1500, card: 0, bank_transfer: 0, online: 0, total: -1500, count: 0 }]);
    const all = await revenue('2026-10-01', '2026-12-31');
    expect(all.totals).toEqual({ cash: 0, card: 800, bank_transfer: 0, online: 0, total: 800, count: 2 });
  });
});
