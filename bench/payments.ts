/**
 * The desk taking payments (issue 28): every payment now takes the next receipt number of its year, in its own
 * transaction, from one counter row (migration 0036), so payments of different students wait for each other at that
 * row until each commits. This measures what that costs, on a fresh database of its own (PGlite in a temp directory,
 * or a new PostgreSQL database beside BENCH_DATABASE_URL, dropped at the end):
 *
 * PAYERS students each owe one session (500 DA); each request pays a different student's session
 * (POST /api/attendance/confirm-payment), open loop at BENCH_PAY_RATE per second (steady-rate.ts), first with the
 * numbering on, then on the other half of the students with the numbering trigger dropped (the cost of the
 * counter). Every payment of the first phase must have its receipt number, consecutive from 1.
 *
 *   node --import tsx bench/payments.ts            (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/payments.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateDatabase, type Database } from '../apps/server/src/db/client';
import { freshDatabase } from './fresh-database';
import { ensureAdmin } from '../apps/server/src/db/seed';
import { rowsOf } from '../apps/server/src/lib/rows';
import { attendanceRecords, courses, enrollments, ledgerEntries, sections, students } from '../apps/server/src/db/schema';

const PAYERS = 2400; // two phases of 1,000 measured, each after 200 unmeasured
const WARMUP = 200;
const MEASURED = 1000;
const RATE = Number(process.env.BENCH_PAY_RATE ?? 50);
const root = path.resolve(new URL('..', import.meta.url).pathname);
const steadyRate = path.join(root, 'bench', 'steady-rate.ts');

/** PAYERS students seated in one section, each with one attended session charged and unpaid; their marks' ids. */
async function seed(database: Database) {
  const { db } = database;
  const [course] = await db
    .insert(courses)
    .values({ name: 'Maths 4AM', nameAr: 'رياضيات 4 متوسط', level: 'middle', pricingType: 'session', sessionPrice: '500.00' })
    .returning({ id: courses.id });
  const [section] = await db
    .insert(sections)
    .values({ courseId: course!.id, name: 'A', maxStudents: PAYERS + 10 })
    .returning({ id: sections.id });
  const studentRows = await db
    .insert(students)
    .values(Array.from({ length: PAYERS }, (_, i) => ({ name: `تلميذ ${i + 1}`, barcode: `PAY${String(i).padStart(6, '0')}` })))
    .returning({ id: students.id });
  const seats = await db
    .insert(enrollments)
    .values(studentRows.map((s) => ({ studentId: s.id, sectionId: section!.id, status: 'approved' as const })))
    .returning({ id: enrollments.id, studentId: enrollments.studentId });
  const marks = await db
    .insert(attendanceRecords)
    .values(
      seats.map((s) => ({
        studentId: s.studentId,
        sectionId: section!.id,
        enrollmentId: s.id,
        attendanceDate: '2026-11-02',
        status: 'present' as const,
      })),
    )
    .returning({ id: attendanceRecords.id, studentId: attendanceRecords.studentId, enrollmentId: attendanceRecords.enrollmentId });
  await db.insert(ledgerEntries).values(
    marks.map((m) => ({
      kind: 'charge' as const,
      reason: 'session' as const,
      amount: '500.00',
      studentId: m.studentId,
      enrollmentId: m.enrollmentId,
      attendanceRecordId: m.id,
      occurredAt: new Date('2026-11-02T15:00:00+01:00'),
    })),
  );
  return marks.map((m) => m.id);
}

function payAtRate(base: string, token: string, marks: number[]) {
  const opts = {
    url: `${base}/api/attendance/confirm-payment`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    bodies: marks.map((id) => JSON.stringify({ attendance_id: id, amount: 500, payment_method: 'cash' })),
    rate: RATE,
    seconds: marks.length / RATE,
  };
  return new Promise<{ latency: { p50: number; p90: number; p99: number }; non2xx: number; errors: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', steadyRate, JSON.stringify(opts)], { cwd: root });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`steady-rate exited ${code}`)),
    );
  });
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-pay-'));
  const database = await freshDatabase(tmp, 'academy_bench_pay_');
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(database);
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: tmp, RATE_LIMIT_AUTH_MAX: '1000000' });
    app = await buildApp({ config, database, logger: false });
    await ensureAdmin(app.deps);
    const marks = await seed(database);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    console.log(
      `bench payments: ${os.cpus().length} CPUs, Node ${process.version}, ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
        `${RATE} payments/s, each of a different student`,
    );
    const half = WARMUP + MEASURED;
    await payAtRate(address, token, marks.slice(0, WARMUP));
    const numbered = await payAtRate(address, token, marks.slice(WARMUP, half));
    const [check] = await rowsOf<{ n: number; max: number; distinct_n: number }>(
      database.db,
      sql`select count(*)::int as n, max(seq) as max, count(distinct seq)::int as distinct_n from receipts where series = 'receipt'`,
    );
    await database.db.execute(sql`drop trigger ledger_entries_receipts on ledger_entries`);
    await payAtRate(address, token, marks.slice(half, half + WARMUP));
    const unnumbered = await payAtRate(address, token, marks.slice(half + WARMUP));
    const line = (label: string, r: Awaited<ReturnType<typeof payAtRate>>) =>
      console.log(
        `  ${label}: p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms (${r.non2xx} non-2xx, ${r.errors} errors)`,
      );
    line(`with receipt numbers (${MEASURED} payments)`, numbered);
    line(`without (the trigger dropped; ${MEASURED} payments)`, unnumbered);
    console.log(`  receipts: ${check!.n} numbered, 1 to ${check!.max}, ${check!.distinct_n} distinct (${half} payments)`);
  } finally {
    await app?.close();
    await database.close();
    await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
