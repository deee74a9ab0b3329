/*
 * Two real server processes (A and B) on one fresh PostgreSQL database and one Redis, with their own
 * DATA_DIRs and one shared UPLOADS_DIR, as two instances behind a load balancer. Needs PostgreSQL
 * (TEST_DATABASE_URL, default the local server) and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379);
 * `npm run test:pg` runs it (scripts/test-pg.mjs starts a private Redis when none answers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { Redis } from 'ioredis';
import { openPostgres, type Database } from '../src/db/client';
import { attendanceRecords, courses, enrollments, ledgerEntries, sections, students } from '../src/db/schema';
import { courseSearchText } from '../src/modules/courses/search-text';
import { CATALOGUE_CACHE_MS } from '../src/modules/courses/catalogue-cache';
import { SITE_CACHE_MS } from '../src/modules/admin-content/settings';

const BASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const RUN = crypto.randomBytes(5).toString('hex');
const DB_NAME = `academy_scale_${RUN}`;
const REDIS_PREFIX = `academy-test-${RUN}:`;
const AUTH_MAX = 4;
const ROOT = path.resolve(new URL('../../..', import.meta.url).pathname);

interface Server {
  name: 'A' | 'B';
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}
interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the API's JSON, checked field by field
  headers: Headers;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-scale-'));
const uploadsDir = path.join(tmp, 'shared-uploads');
let A: Server;
let B: Server;
let database: Database;
let redis: Redis;
let adminA: string;
let adminB: string;
/** Every answer either server gave: none may be a 5xx. */
const answers: { server: string; method: string; url: string; status: number }[] = [];

let ipCounter = 0;
/** Each simulated client comes from its own address (the servers trust X-Forwarded-For, as behind a proxy). */
const newIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const ADMIN_IP = '10.8.0.1';

async function call(
  server: Server,
  method: string,
  url: string,
  opts: { token?: string; json?: unknown; form?: FormData; ip?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? ADMIN_IP };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | FormData | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    body = opts.form;
  }
  const res = await fetch(`${server.url}${url}`, { method, headers, body });
  answers.push({ server: server.name, method, url, status: res.status });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a file)
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(name: 'A' | 'B', port: number, dbUrl: string): Server {
  const dataDir = path.join(tmp, `data-${name}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      DATABASE_POOL_SIZE: '5',
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      REDIS_URL,
      REDIS_KEY_PREFIX: REDIS_PREFIX,
      WEB_DIST: path.join(tmp, 'no-web'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      RATE_LIMIT_AUTH_MAX: String(AUTH_MAX),
      RATE_LIMIT_WINDOW: '10 minutes',
      BACKUP_INTERVAL_HOURS: '0',
      // The test plays the proxy in front: each client's address comes in X-Forwarded-For.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, url: `http://127.0.0.1:${port}`, child, output, exited };
}

/** Polls /api/health until the server answers 200; fails at once if the process exits. */
async function healthy(server: Server, deadline: number) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server ${server.name} exited (${exitCode}):\n${server.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`server ${server.name} not healthy in time:\n${server.output.join('')}`);
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await pause(100);
  }
}

/** The interval between two polls (never a wait for something to have happened). */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

async function admin(server: Server) {
  const res = await call(server, 'POST', '/api/auth/login', { json: { email: 'admin@academy.dz', password: 'admin123' }, ip: newIp() });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

let familyCounter = 0;
/** A parent registered and signed in on `server`, from an address of its own. */
async function family(server: Server) {
  familyCounter += 1;
  const n = String(familyCounter).padStart(8, '0');
  const ip = newIp();
  const body = {
    email: `scale${familyCounter}-${RUN}@example.dz`,
    password: 'secret123',
    full_name: 'Karim Benali',
    phone: `05${n}`,
    parent_phone: `06${n}`,
    student_name: `Yacine ${[...n.slice(-3)].map((d) => 'abcdefghij'[Number(d)]).join('')}`,
    gender: 'male',
    date_of_birth: '2012-04-15',
  };
  const reg = await call(server, 'POST', '/api/auth/register', { json: body, ip });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const login = await call(server, 'POST', '/api/auth/login', { json: { phone: body.phone, password: body.password }, ip });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { token: login.body.access_token as string, studentId: login.body.user.students[0].id as number, ip };
}

let courseCounter = 0;
async function course(overrides: Partial<typeof courses.$inferInsert> = {}) {
  courseCounter += 1;
  const values = {
    name: `Scale course ${courseCounter}`,
    nameEn: `Scale course ${courseCounter}`,
    nameAr: `دورة ${courseCounter}`,
    description: 'A course.',
    descriptionEn: 'A course.',
    descriptionAr: 'دورة.',
    level: 'middle' as const,
    grade: '4AM',
    subject: 'mathematics',
    pricingType: 'session' as const,
    sessionPrice: '500.00',
    maxStudents: 20,
    ...overrides,
  };
  const [row] = await database.db
    .insert(courses)
    .values({ ...values, searchText: courseSearchText(values) })
    .returning();
  return row!;
}

/** A student seated in a section with unpaid session charges (DA strings), as the door leaves them; returns the records. */
async function owing(studentId: number, sectionId: number, charges: string[]) {
  const [seat] = await database.db.insert(enrollments).values({ studentId, sectionId, status: 'approved', isActive: true }).returning();
  const records = [];
  for (const [i, amount] of charges.entries()) {
    const date = `2026-11-${String(10 + i).padStart(2, '0')}`;
    const [record] = await database.db
      .insert(attendanceRecords)
      .values({ studentId, sectionId, enrollmentId: seat!.id, attendanceDate: date, status: 'present' })
      .returning();
    await database.db.insert(ledgerEntries).values({
      kind: 'charge',
      reason: 'session',
      amount,
      studentId,
      enrollmentId: seat!.id,
      attendanceRecordId: record!.id,
      occurredAt: new Date(`${date}T15:00:00+01:00`),
    });
    records.push(record!);
  }
  return records;
}

const paymentsOf = (studentId: number) =>
  database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studentId, studentId), eq(ledgerEntries.kind, 'payment')));

beforeAll(async () => {
  const adminClient = new pg.Client({ connectionString: BASE_URL });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${DB_NAME}`);
  await adminClient.end();
  const target = new URL(BASE_URL);
  target.pathname = `/${DB_NAME}`;

  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();

  // Both at once on an empty database: one migrates and creates the admin, the other waits for it.
  const [portA, portB] = [await freePort(), await freePort()];
  A = startServer('A', portA, target.toString());
  B = startServer('B', portB, target.toString());
  const deadline = Date.now() + 180_000; // two cold starts on a busy machine; about 10 s on an idle one
  await Promise.all([healthy(A, deadline), healthy(B, deadline)]);
  database = await openPostgres(target.toString(), 4);
  adminA = await admin(A);
  adminB = await admin(B);
});

afterAll(async () => {
  await Promise.all([stop(A), stop(B)]);
  await database?.close();
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await c.end();
  if (redis) {
    const keys = await redis.keys(`${REDIS_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL, Redis and uploads volume', () => {
  it('started together on an empty database: one set of migrations, one admin', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    expect(await rows(sql`select email from users where role = 'admin'`)).toEqual([{ email: 'admin@academy.dz' }]);
    const journal = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [migrations] = await rows<{ n: number; distinct_n: number }>(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`,
    );
    expect(migrations).toEqual({ n: journal.entries.length, distinct_n: journal.entries.length });
  });

  it('a session made on A works on B, and logging out on A ends it on B', async () => {
    const parent = await family(A);
    expect((await call(B, 'GET', '/api/auth/me', { token: parent.token })).status).toBe(200);
    expect((await call(A, 'POST', '/api/auth/logout', { token: parent.token })).status).toBe(200);
    expect((await call(B, 'GET', '/api/auth/me', { token: parent.token })).status).toBe(401);
    expect((await call(A, 'GET', '/api/auth/me', { token: parent.token })).status).toBe(401);
  });

  it('counts the sign-in rate limit on A and B together (Redis)', async () => {
    const ip = newIp();
    const login = (server: Server) =>
      call(server, 'POST', '/api/auth/login', { json: { email: 'admin@academy.dz', password: 'admin123' }, ip });
    const statuses = [await login(A), await login(A), await login(B), await login(B)].map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const fifth = await login(B);
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('rate_limited');
    expect((await login(A)).status).toBe(429);
    // Another client is not limited, and the counts live in Redis under this run's prefix.
    expect(
      (await call(B, 'POST', '/api/auth/login', { json: { email: 'admin@academy.dz', password: 'admin123' }, ip: newIp() })).status,
    ).toBe(200);
    expect((await redis.keys(`${REDIS_PREFIX}rl:*`)).length).toBeGreaterThan(0);
  });

  it('serves from B an image uploaded through A (one shared uploads volume)', async () => {
    const parent = await family(A);
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('profile_picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const up = await call(A, 'POST', '/api/auth/upload-profile-picture', { token: parent.token, form, ip: parent.ip });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const url = up.body.profile_picture_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]+\.webp$/);
    const fromB = await fetch(`${B.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(uploadsDir, url.slice('/uploads/'.length))))).toBe(true);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    // Nothing half-written is ever served, and the per-process data directories hold no uploads.
    expect(fs.readdirSync(path.join(uploadsDir, 'avatars')).filter((f) => f.startsWith('.'))).toEqual([]);
    expect(fs.existsSync(path.join(tmp, 'data-A', 'uploads', 'avatars'))).toBe(false);
  });

  it('gives the last seat of a section to exactly one of two parents racing on A and B, round after round', async () => {
    const rounds = 5;
    const c = await course();
    for (let round = 0; round < rounds; round++) {
      const [section] = await database.db
        .insert(sections)
        .values({ courseId: c.id, name: `Race ${round}`, maxStudents: 1 })
        .returning();
      const [first, second] = await Promise.all([family(A), family(B)]);
      const results = await Promise.all([
        call(A, 'POST', `/api/courses/sections/${section!.id}/enroll`, { token: first!.token, ip: first!.ip }),
        call(B, 'POST', `/api/courses/sections/${section!.id}/enroll`, { token: second!.token, ip: second!.ip }),
      ]);
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body.code).toBe('section_full');
      const seats = await database.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.sectionId, section!.id), eq(enrollments.isActive, true)));
      expect(seats).toHaveLength(1);
    }
  });

  it('pays once when the same payment (one idempotency key) reaches A and B at the same moment', async () => {
    const c = await course();
    const [section] = await database.db.insert(sections).values({ courseId: c.id, name: 'Pay once' }).returning();
    for (let round = 0; round < 4; round++) {
      const { studentId } = await family(A);
      const [record] = await owing(studentId, section!.id, ['500.00']);
      const payload = { attendance_id: record!.id, amount: 500, payment_method: 'cash', idempotency_key: `scale-${RUN}-confirm-${round}` };
      const [a, b] = await Promise.all([
        call(A, 'POST', '/api/attendance/confirm-payment', { token: adminA, json: payload }),
        call(B, 'POST', '/api/attendance/confirm-payment', { token: adminB, json: payload }),
      ]);
      expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
      expect(a.body.payment.id).toBe(b.body.payment.id);
      expect([a.body.replayed, b.body.replayed].sort()).toEqual([false, true]);
      expect((await paymentsOf(studentId)).map((p) => p.amount)).toEqual(['500.00']);

      // The same with clear-debt: one key sent to both.
      const other = await family(B);
      await owing(other.studentId, section!.id, ['300.00', '200.00']);
      const clear = { user_id: other.studentId, amount: 400, idempotency_key: `scale-${RUN}-clear-${round}` };
      const cleared = await Promise.all([
        call(A, 'POST', '/api/attendance/clear-debt', { token: adminA, json: clear }),
        call(B, 'POST', '/api/attendance/clear-debt', { token: adminB, json: clear }),
      ]);
      expect(cleared.map((r) => r.status)).toEqual([200, 200]);
      expect(cleared.map((r) => r.body.replayed).sort()).toEqual([false, true]);
      // One payment of the sum received (allocated 300 + 100 to the charges, oldest first), paid once.
      expect((await paymentsOf(other.studentId)).map((p) => p.amount)).toEqual(['400.00']);
    }
  });

  it('never over-pays a debt cleared on A and on B at once with different keys', async () => {
    const c = await course();
    const [section] = await database.db.insert(sections).values({ courseId: c.id, name: 'Clear race' }).returning();
    for (let round = 0; round < 4; round++) {
      const { studentId } = await family(B);
      await owing(studentId, section!.id, ['400.00', '600.00']);
      const results = await Promise.all([
        call(A, 'POST', '/api/attendance/clear-debt', {
          token: adminA,
          json: { user_id: studentId, amount: '700.00', idempotency_key: `scale-${RUN}-race-${round}-a` },
        }),
        call(B, 'POST', '/api/attendance/clear-debt', {
          token: adminB,
          json: { user_id: studentId, amount: '700.00', idempotency_key: `scale-${RUN}-race-${round}-b` },
        }),
      ]);
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)!.body.code).toBe('amount_above_debt');
      const paid = (await paymentsOf(studentId)).reduce((sum, p) => sum + Number(p.amount), 0);
      expect(paid).toBe(700);
    }
  });

  it('numbers 50 payments taken at once on A and B with consecutive receipt numbers: no gap, no number twice', async () => {
    const c = await course();
    const [section] = await database.db.insert(sections).values({ courseId: c.id, name: 'Receipts race' }).returning();
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const payers: { studentId: number; recordId: number }[] = [];
    for (let i = 0; i < 50; i++) {
      const [student] = await database.db
        .insert(students)
        .values({ name: `تلميذ ${i} Receipts`, barcode: `RC${RUN}${String(i).padStart(3, '0')}` })
        .returning();
      const [record] = await owing(student!.id, section!.id, ['500.00', '300.00']);
      payers.push({ studentId: student!.id, recordId: record!.id });
    }
    const [before] = await rows<{ last: number | null }>(sql`select max(seq) as last from receipts where series = 'receipt'`);
    // Half pay a session's charge, half clear their debt, each on its own server, all at the same moment; and 10
    // clearances of more than is owed, refused, take no number.
    const failAfterPayment = (p: (typeof payers)[number]) =>
      database.db.transaction(async (tx) => {
        await tx.insert(ledgerEntries).values({ kind: 'payment', method: 'cash', amount: '100.00', studentId: p.studentId });
        throw new Error('failed after its payment');
      });
    const [results, rolledBack] = await Promise.all([
      Promise.all([
        ...payers.map((p, i) =>
          i % 2 === 0
            ? call(i % 4 === 0 ? A : B, 'POST', '/api/attendance/confirm-payment', {
                token: i % 4 === 0 ? adminA : adminB,
                json: { attendance_id: p.recordId, amount: 500, payment_method: 'cash', idempotency_key: `scale-${RUN}-receipt-${i}` },
              })
            : call(i % 4 === 1 ? A : B, 'POST', '/api/attendance/clear-debt', {
                token: i % 4 === 1 ? adminA : adminB,
                json: { user_id: p.studentId, amount: 800, payment_method: 'card', idempotency_key: `scale-${RUN}-receipt-${i}` },
              }),
        ),
        ...payers.slice(0, 10).map((p, i) =>
          call(i % 2 ? A : B, 'POST', '/api/attendance/clear-debt', {
            token: i % 2 ? adminA : adminB,
            json: { user_id: p.studentId, amount: 5000, idempotency_key: `scale-${RUN}-too-much-${i}` },
          }),
        ),
      ]),
      Promise.allSettled(payers.slice(20, 25).map(failAfterPayment)),
    ]);
    expect(results.slice(0, 50).map((r) => r.status)).toEqual(Array(50).fill(200));
    // Transactions that wrote a payment and then failed (rolled back) in the middle of the race gave their number back.
    expect(rolledBack.map((r) => r.status)).toEqual(Array(5).fill('rejected'));
    // Refused before or after the clearance of the same debt: more than is owed, or nothing left.
    for (const r of results.slice(50)) expect(['amount_above_debt', 'nothing_to_pay']).toContain(r.body.code);

    const numbered = await rows<{ number: string; seq: number; year: number; student_id: number }>(sql`
      select r.number, r.seq, r.year, p.student_id from receipts r join ledger_entries p on p.id = r.ledger_entry_id
      where r.series = 'receipt' and p.student_id in (${sql.join(
        payers.map((p) => sql`${p.studentId}`),
        sql`, `,
      )}) order by r.seq`);
    expect(numbered).toHaveLength(50);
    const first = (before?.last ?? 0) + 1;
    expect(numbered.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    expect(new Set(numbered.map((r) => r.student_id)).size).toBe(50);
    const year = numbered[0]!.year;
    expect(numbered.map((r) => r.number)).toEqual(numbered.map((r) => `${year}-${String(r.seq).padStart(6, '0')}`));
    // Each desk saw the number its receipt prints.
    const answered = results.slice(0, 50).map((r) => (r.body.payment ?? r.body.payments[0]).receipt_number as string);
    expect(answered.sort()).toEqual(numbered.map((r) => r.number).sort());
    // Every receipt of the database, all tests together: 1 to the counter's last, each once.
    const series = await rows<{ series: string; year: number; n: number; distinct_n: number; max: number; last: number }>(sql`
      select r.series, r.year, count(*)::int as n, count(distinct r.seq)::int as distinct_n, max(r.seq) as max, c.last
      from receipts r join receipt_counters c on c.series = r.series and c.year = r.year group by r.series, r.year, c.last`);
    for (const s of series) expect(s, JSON.stringify(s)).toMatchObject({ n: s.last, distinct_n: s.last, max: s.last });
  });

  it('shows on B a change saved on A within the documented cache times (catalogue, site settings)', async () => {
    const c = await course({ name: `Visible ${RUN}`, nameEn: `Visible ${RUN}` });
    const listed = async () =>
      ((await call(B, 'GET', `/api/courses?search=${RUN}&limit=50`)).body.courses as { id: number }[]).some((x) => x.id === c.id);
    const siteName = async () => (await call(B, 'GET', '/api/site')).body.academy.name as string;
    expect(await listed()).toBe(true); // B now holds both answers in its micro-cache
    const nameBefore = await siteName();

    const settings = (await call(A, 'GET', '/api/admin/settings', { token: adminA })).body.settings;
    const saved = Date.now();
    expect(
      (await call(A, 'PUT', '/api/admin/settings', { token: adminA, json: { ...settings, name: `Scale Academy ${RUN}` } })).status,
    ).toBe(200);
    expect((await call(A, 'PATCH', `/api/admin/courses/${c.id}/toggle-status`, { token: adminA, json: { is_active: false } })).status).toBe(
      200,
    );
    // A answers the new state at once; B within its cache time (polled, no fixed wait).
    expect((await call(A, 'GET', '/api/site')).body.academy.name).toBe(`Scale Academy ${RUN}`);
    expect(nameBefore).not.toBe(`Scale Academy ${RUN}`);
    let courseGoneAfter = -1;
    let nameAfter = -1;
    while (courseGoneAfter < 0 || nameAfter < 0) {
      const elapsed = Date.now() - saved;
      if (courseGoneAfter < 0 && !(await listed())) courseGoneAfter = elapsed;
      if (nameAfter < 0 && (await siteName()) === `Scale Academy ${RUN}`) nameAfter = elapsed;
      if (Date.now() - saved > Math.max(CATALOGUE_CACHE_MS, SITE_CACHE_MS) + 3000) break;
      await pause(50);
    }
    expect(courseGoneAfter).toBeGreaterThanOrEqual(0);
    expect(nameAfter).toBeGreaterThanOrEqual(0);
    expect(courseGoneAfter).toBeLessThanOrEqual(CATALOGUE_CACHE_MS + 1000);
    expect(nameAfter).toBeLessThanOrEqual(SITE_CACHE_MS + 1000);
  });

  it('answered no request with a 5xx and logged no error', async () => {
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const errors = [...A.output, ...B.output]
      .join('')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
