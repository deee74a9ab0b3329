import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtsReport, IndebtedUsersResponse } from '@academy/shared';
import { ledgerEntries, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';

/*
 * The readers of an unpaid charge's day (the indebted list's recent filter and its oldest/latest dates,
 * pending payments' dates, the debts report's oldest day) read the day kept on the unpaid charge
 * (migration 0024) instead of looking up each charge's attendance record. The day is the session's, not the
 * day it was charged, else the charge's local day (Africa/Algiers, UTC+1): checked at the 7-day edge of the
 * recent filter, with a session charged days after it was held and charges either side of local midnight.
 */

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

// Clock: 2026-11-23 (the test app's); the recent filter keeps days after 2026-11-16.
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const db = t.app.deps.db;
  const course = await createCourse(t, { name: 'Day Physics', pricingType: 'session', sessionPrice: '500.00' });
  const section = await createSection(t, course.id);
  const seat = async (name: string) => {
    const [st] = await db
      .insert(students)
      .values({ name, barcode: `CDY${String(Object.keys(ids).length).padStart(6, '0')}` })
      .returning();
    ids[name] = st!.id;
    return approvedEnrollment(t, st!.id, section.id);
  };
  const charge = (e: { id: number; studentId: number }, amount: string, occurredAt: string, attendanceRecordId?: number) =>
    db.insert(ledgerEntries).values({
      kind: 'charge',
      reason: attendanceRecordId ? 'session' : 'month',
      amount,
      studentId: e.studentId,
      enrollmentId: e.id,
      attendanceRecordId: attendanceRecordId ?? null,
      occurredAt: new Date(occurredAt),
    });

  // Held on 2026-11-16 (not recent), charged on 2026-11-22 (recent as a timestamp).
  const late = await seat('Late Mark');
  const held = await attended(t, late, '2026-11-16');
  await charge(late, '700.00', '2026-11-22T10:00:00Z', held.id);
  // Held on 2026-11-17 (recent), charged on 2026-11-23; and an older session of October, also unpaid.
  const edge = await seat('Edge Session');
  await attended(t, edge, '2026-10-05', { charge: '500.00' });
  const held17 = await attended(t, edge, '2026-11-17');
  await charge(edge, '600.00', '2026-11-23T08:00:00Z', held17.id);
  // 23:30 UTC on Nov 16 is Nov 17 in Algiers (recent); 22:59 UTC is still Nov 16 (not recent).
  await charge(await seat('Local Midnight After'), '4000.00', '2026-11-16T23:30:00Z');
  await charge(await seat('Local Midnight Before'), '3000.00', '2026-11-16T22:59:00Z');
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const r = await t.request({ method: 'GET', url, token: admin });
  expect(r.statusCode, url).toBe(200);
  return r.json() as T;
};

describe("an unpaid charge's day (its session's, else its local day)", () => {
  it('the indebted list: the recent filter and each debtor’s oldest and latest day', async () => {
    const all = await get<IndebtedUsersResponse>('/api/attendance/indebted-users?limit=100');
    const days = Object.fromEntries(all.users.map((u) => [u.name, [u.unpaid_charges, u.oldest_debt_date, u.latest_debt_date]]));
    expect(days).toEqual({
      'Late Mark': [1, '2026-11-16', '2026-11-16'],
      'Edge Session': [2, '2026-10-05', '2026-11-17'],
      'Local Midnight After': [1, '2026-11-17', '2026-11-17'],
      'Local Midnight Before': [1, '2026-11-16', '2026-11-16'],
    });
    const recent = await get<IndebtedUsersResponse>('/api/attendance/indebted-users?filter=recent&limit=100');
    expect(recent.users.map((u) => u.name).sort()).toEqual(['Edge Session', 'Local Midnight After']);
    expect(recent).toMatchObject({ total: 2, total_debt: 5100 });
  });

  it('pending payments date each charge by its day, oldest charged first', async () => {
    const body = await get<{ pending_payments: { name: string; charges: { date: string; amount: number }[] }[] }>(
      '/api/payments/admin/pending?limit=100',
    );
    const dates = Object.fromEntries(body.pending_payments.map((p) => [p.name, p.charges.map((c) => [c.date, c.amount])]));
    expect(dates).toEqual({
      'Late Mark': [['2026-11-16', 700]],
      'Edge Session': [
        ['2026-10-05', 500],
        ['2026-11-17', 600],
      ],
      'Local Midnight After': [['2026-11-17', 4000]],
      'Local Midnight Before': [['2026-11-16', 3000]],
    });
  });

  it("the debts report ages each charge by its day and gives the top debtors' oldest day", async () => {
    const report = await get<DebtsReport>('/api/admin/reports/debts');
    expect(report.rows.map((r) => [r.bucket, r.students, r.charges, r.amount])).toEqual([
      ['0_30', 4, 4, 8300],
      ['31_60', 1, 1, 500],
      ['61_90', 0, 0, 0],
      ['over_90', 0, 0, 0],
    ]);
    expect(report.top_debtors.map((d) => [d.student_id, d.oldest_date, d.oldest_days])).toEqual([
      [ids['Local Midnight After'], '2026-11-17', 6],
      [ids['Local Midnight Before'], '2026-11-16', 7],
      [ids['Edge Session'], '2026-10-05', 49],
      [ids['Late Mark'], '2026-11-16', 7],
    ]);
  });
});
