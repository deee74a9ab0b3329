/**
 * Messages to families under load (issue 26), on a fresh database of its own (PGlite in a temp directory, or a new
 * PostgreSQL database beside BENCH_DATABASE_URL, dropped at the end):
 *
 * 1. The door at 100 scans/s, each scan a different card that marks a new arrival, with the arrival event OFF and
 *    then ON while the SMS gateway takes 2 s per message (BENCH_GATEWAY_DELAY_MS): the scan's p50/p99 must not move,
 *    as the scan only writes an outbox row and the worker talks to the gateway on its own.
 * 2. A notification to 3,000 parents: how long the send request takes (it queues one SMS per parent in its own
 *    transaction), then how fast the worker drains the outbox to a gateway answering at once (messages per second).
 *
 * The gateway is a local fake of the SMS Gateway for Android API (apps/server/test/support/fake-sms-gateway.ts).
 * The academy's clock is pinned to 16:00 Algiers on a weekday (moving with real time), so no quiet hours apply.
 *
 *   node --import tsx bench/messaging.ts            (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/messaging.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { academyClock, DEFAULT_MESSAGING_SETTINGS } from '@academy/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateDatabase, type Database } from '../apps/server/src/db/client';
import { freshDatabase } from './fresh-database';
import { ensureAdmin } from '../apps/server/src/db/seed';
import { rowsOf } from '../apps/server/src/lib/rows';
import { courses, enrollments, parents, sectionSchedules, sections, settings, students } from '../apps/server/src/db/schema';
import { startOutboxWorker, type OutboxWorker } from '../apps/server/src/modules/messaging/worker';
import { startFakeSmsGateway } from '../apps/server/test/support/fake-sms-gateway';

const PARENTS = 3000;
const SCANNED = 1000; // per phase: 1,000 cards with the event off, 1,000 others with it on
const WARMUP = 200; // cards scanned first, not measured (the JIT, the pools, the caches)
/** Scans per second (BENCH_SCAN_RATE): 100 as the issue asks; every scan here writes a new mark, its charge and audit. */
const RATE = Number(process.env.BENCH_SCAN_RATE ?? 100);
const GATEWAY_DELAY_MS = Number(process.env.BENCH_GATEWAY_DELAY_MS ?? 2000);
const root = path.resolve(new URL('..', import.meta.url).pathname);
const steadyRate = path.join(root, 'bench', 'steady-rate.ts');

/** 16:00 Algiers (15:00 UTC) on the coming Tuesday, moving with real time from now on. */
function pinnedClock(): () => Date {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((2 - d.getUTCDay() + 7) % 7));
  d.setUTCHours(15, 0, 0, 0);
  const offset = d.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** 3,000 parents with a mobile each; the first 2,000 have a child seated in a section meeting now (no debt). */
async function seed(database: Database, now: Date) {
  const { db } = database;
  const local = academyClock(now);
  const parentRows = await db
    .insert(parents)
    .values(
      Array.from({ length: PARENTS }, (_, i) => ({
        fullName: `والد ${i + 1}`,
        phone: `07${pad(70_000_000 + i, 8)}`,
        // the mobile app on: a notification's audience is the parents who can read it
        mobileAppEnabled: true,
        mobileUsername: `p${i + 1}`,
        mobilePasswordHash: 'bench-no-login',
      })),
    )
    .returning({ id: parents.id });
  const [course] = await db
    .insert(courses)
    .values({ name: 'Maths 4AM', nameAr: 'رياضيات 4 متوسط', level: 'middle', pricingType: 'session', sessionPrice: '400.00' })
    .returning({ id: courses.id });
  const [section] = await db
    .insert(sections)
    .values({ courseId: course!.id, name: 'A', maxStudents: 2 * SCANNED + WARMUP + 10, startDate: `${local.date.slice(0, 4)}-01-01` })
    .returning({ id: sections.id });
  const minutes = Number(local.time.slice(0, 2)) * 60 + Number(local.time.slice(3));
  const hhmm = (m: number) => `${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}`;
  await db
    .insert(sectionSchedules)
    .values({ sectionId: section!.id, dayOfWeek: local.dayOfWeek, startTime: hhmm(minutes - 10), endTime: hhmm(minutes + 110) });
  const studentRows = await db
    .insert(students)
    .values(
      Array.from({ length: 2 * SCANNED + WARMUP }, (_, i) => ({
        parentId: parentRows[i]!.id,
        name: `تلميذ ${i + 1}`,
        barcode: `MSG${pad(i, 6)}`,
      })),
    )
    .returning({ id: students.id, barcode: students.barcode });
  await db.insert(enrollments).values(studentRows.map((s) => ({ studentId: s.id, sectionId: section!.id, status: 'approved' as const })));
  return studentRows.map((s) => s.barcode);
}

function scanAtRate(base: string, token: string, barcodes: string[], seconds = barcodes.length / RATE) {
  const opts = {
    url: `${base}/api/attendance/scan-barcode`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    bodies: barcodes.map((barcode) => JSON.stringify({ barcode })),
    rate: RATE,
    seconds,
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

async function saveMessagingSettings(database: Database, arrival: boolean) {
  const value = { ...DEFAULT_MESSAGING_SETTINGS, events: { ...DEFAULT_MESSAGING_SETTINGS.events, arrival } };
  await database.db.insert(settings).values({ key: 'messaging', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

async function count(database: Database, where: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from message_outbox where ${where}`));
  return Number(row?.n ?? 0);
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-msg-'));
  const gateway = await startFakeSmsGateway();
  gateway.delayMs = GATEWAY_DELAY_MS;
  const database = await freshDatabase(tmp, 'academy_bench_msg_');
  let app: FastifyInstance | undefined;
  let worker: OutboxWorker | undefined;
  try {
    await migrateDatabase(database);
    const clock = pinnedClock();
    const config = loadConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: tmp,
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_USER: gateway.user,
      SMS_GATEWAY_PASSWORD: gateway.password,
      MESSAGING_WORKER: 'true',
      MESSAGING_POLL_MS: '200',
      RATE_LIMIT_AUTH_MAX: '1000000',
    });
    app = await buildApp({ config, database, clock, logger: false });
    await ensureAdmin(app.deps);
    const barcodes = await seed(database, clock());
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    worker = startOutboxWorker(app);
    console.log(
      `bench messaging: ${os.cpus().length} CPUs, Node ${process.version}, ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
        `${PARENTS} parents, gateway ${GATEWAY_DELAY_MS} ms per message`,
    );

    await saveMessagingSettings(database, false);
    await scanAtRate(address, token, barcodes.slice(2 * SCANNED));
    const off = await scanAtRate(address, token, barcodes.slice(0, SCANNED));
    await saveMessagingSettings(database, true);
    // the settings are cached for 5 s per process: wait them out so every scan of the second phase queues its SMS
    await new Promise((r) => setTimeout(r, 5500));
    const on = await scanAtRate(address, token, barcodes.slice(SCANNED, 2 * SCANNED));
    const queuedArrivals = await count(database, `event = 'arrival'`);
    const sentArrivals = gateway.messages.length;
    console.log(`\n  door at ${RATE} scans/s, ${SCANNED} cards each:`);
    console.log(
      `    arrival event off: p50 ${off.latency.p50} ms, p99 ${off.latency.p99} ms (${off.non2xx} non-2xx, ${off.errors} errors)`,
    );
    console.log(
      `    arrival event on, gateway ${GATEWAY_DELAY_MS} ms: p50 ${on.latency.p50} ms, p99 ${on.latency.p99} ms ` +
        `(${on.non2xx} non-2xx, ${on.errors} errors); ${queuedArrivals} arrival SMS queued, ${sentArrivals} sent by the end of the scans`,
    );

    // Phase 2: the gateway answers at once; the arrivals still queued are cleared so the broadcast drains alone.
    gateway.delayMs = 0;
    await database.db.execute(sql`delete from message_outbox where event = 'arrival' and status = 'queued'`);
    while ((await count(database, `status = 'sending'`)) > 0) await new Promise((r) => setTimeout(r, 200));
    const before = gateway.messages.length;
    const t0 = performance.now();
    const send = await fetch(`${address}/api/admin/send-notification`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'العطلة', message: 'الأكاديمية مغلقة يوم الخميس.', target_users: 'parents', type: 'info' }),
    });
    const queuedMs = performance.now() - t0;
    if (!send.ok) throw new Error(`send-notification answered ${send.status}: ${await send.text()}`);
    const queued = await count(database, `event = 'notification'`);
    while ((await count(database, `event = 'notification' and status in ('queued', 'sending')`)) > 0)
      await new Promise((r) => setTimeout(r, 100));
    const drainedMs = performance.now() - t0;
    const sent = gateway.messages.length - before;
    console.log(`\n  notification to ${PARENTS} parents:`);
    console.log(`    send request ${Math.round(queuedMs)} ms for ${queued} SMS queued`);
    console.log(
      `    outbox drained in ${(drainedMs / 1000).toFixed(1)} s: ${sent} SMS sent, ${Math.round(sent / (drainedMs / 1000))} messages/s`,
    );
    console.log(`    each parent got it once: ${new Set(gateway.messages.slice(before).map((m) => m.phoneNumbers.join())).size === sent}`);
  } finally {
    await worker?.stop();
    await app?.close();
    await database.close();
    await database.drop();
    await gateway.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
