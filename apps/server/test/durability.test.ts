import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { academyClock } from '@academy/shared';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client';
import { students } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import type { TestApp } from './support/test-app';

/*
 * Nothing is lost (issue 9 item 4). The REAL server process (node --import tsx src/main.ts) on its own
 * database: PGlite in a temporary DATA_DIR, or, when TEST_DATABASE_URL is set (npm run test:pg), a fresh
 * PostgreSQL database created and dropped here.
 *
 * 1. Door traffic (marks with PAID, marks left unpaid then paid by confirm-payment, each payment with its
 *    idempotency key) from four concurrent clients; after 20 acknowledged (2xx) writes the server is killed
 *    with SIGKILL while requests are in flight. Restarted on the same data: every acknowledged write is
 *    answered as already there (same record, same payment), and replaying every operation with its key
 *    completes the unacknowledged ones without doubling anything.
 * 2. SIGTERM with requests in flight: they finish with 2xx, new connections are refused, the exit code is 0.
 * 3. The ledger afterwards: one record and one charge per operation, one payment per key, and charges -
 *    payments = the sum of the students' balances = the indebted-users total.
 * 4. npm run backup / npm run restore: a round trip gives the same tables and sequences; restore refuses a
 *    non-empty database without --force and replaces it with --force.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE_URL = process.env.TEST_DATABASE_URL;
const ENGINE = BASE_URL ? 'postgres' : 'pglite';
const SLOW = 300_000; // a cold start of the server compiles the TypeScript and PGlite's WebAssembly

const OPS = 40; // operations in the first stream (even: mark with PAID; odd: mark NOT PAID, then confirm 200 DA)
const KILL_AFTER = 20; // acknowledged writes before the SIGKILL
const CLIENTS = 4;
const HELD = 6; // requests in flight at the SIGTERM
const STUDENTS = 10;
const PRICE = 500;
const PART = 200;

let dataDir: string;
let dbUrl: string | undefined;
let dbName: string | undefined;
let sectionId: number;
let studentIds: number[];

// ----- The database, the server and its HTTP ---------------------------------------------------------------

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The test's own connection to the server's database (only while no server holds PGlite's directory). */
const openDb = (): Promise<Database> => (dbUrl ? openPostgres(dbUrl, 2) : openPglite({ dataDir: path.join(dataDir, 'pglite') }));

async function withDb<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDb();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ...extra,
  };
}

interface Response {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the API's JSON, read field by field in the assertions
}

interface Server {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
  request(method: string, url: string, opts?: { token?: string; body?: unknown }): Promise<Response>;
  inFlight: () => number;
}

const parse = (text: string) => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/** Starts the server on a port the system picks and waits for its banner (printed once it listens). */
const children = new Set<ChildProcess>();

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: env({
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      RATE_LIMIT_AUTH_MAX: '1000',
      BACKUP_INTERVAL_HOURS: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.stderr!.on('data', (d: Buffer) => void (out += d.toString()));
    void exited.then((e) => reject(new Error(`the server exited (${JSON.stringify(e)}) before listening:\n${out}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
  let inFlight = 0;
  const request: Server['request'] = (method, url, opts = {}) =>
    new Promise((resolve, reject) => {
      const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      inFlight += 1;
      const done = () => void (inFlight -= 1);
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => void (text += c));
          res.on('end', () => {
            done();
            resolve({ status: res.statusCode!, body: parse(text) });
          });
          res.on('error', (error) => {
            done();
            reject(error);
          });
        },
      );
      req.on('error', (error) => {
        done();
        reject(error);
      });
      req.end(payload);
    });
  const health = await request('GET', '/api/health');
  expect(health.status).toBe(200);
  return { child, base, port, exited, output: () => out, request, inFlight: () => inFlight };
}

async function login(server: Server): Promise<string> {
  const res = await server.request('POST', '/api/auth/login', { body: { email: 'admin@academy.dz', password: 'admin123' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token as string;
}

/** Resolves once a new TCP connection to the port is refused (bounded number of tries). */
async function refusedAt(port: number): Promise<boolean> {
  for (let i = 0; i < 400; i++) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

// ----- The door's operations ----------------------------------------------------------------------------

interface Op {
  i: number;
  studentId: number;
  date: string;
  paid: boolean;
}
interface Ack {
  attendanceId?: number;
  markPaymentId?: number;
  confirmPaymentId?: number;
}

const daysBefore = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** Operation i: a student and a past day of its own (no time window; force passes the debt warning). */
function op(i: number): Op {
  const today = academyClock(new Date()).date;
  return { i, studentId: studentIds[i % STUDENTS]!, date: daysBefore(today, 3 + Math.floor(i / STUDENTS)), paid: i % 2 === 0 };
}

const markBody = (o: Op) => ({
  student_id: o.studentId,
  class_id: sectionId,
  status: 'present',
  date: o.date,
  force: true,
  payment_method: 'cash',
  ...(o.paid ? { payment_status: 'paid', idempotency_key: `durable-mark-${o.i}` } : { payment_status: 'unpaid' }),
});
const confirmBody = (o: Op, attendanceId: number) => ({
  attendance_id: attendanceId,
  amount: PART,
  payment_method: 'cash',
  idempotency_key: `durable-pay-${o.i}`,
});

/**
 * Runs one operation; `onAck` hears each acknowledged (2xx) write as it is answered. A refused request
 * fails the test; a network error (the server killed) is thrown to the caller.
 */
async function run(server: Server, token: string, o: Op, onAck: (ack: Ack) => void = () => {}) {
  const mark = await server.request('POST', '/api/admin/attendance/mark', { token, body: markBody(o) });
  expect(mark.status, JSON.stringify(mark.body)).toBe(200);
  onAck({ attendanceId: mark.body.attendance_id, markPaymentId: o.paid ? mark.body.payment?.id : undefined });
  if (o.paid) return { mark: mark.body, confirm: null };
  const confirm = await server.request('POST', '/api/attendance/confirm-payment', { token, body: confirmBody(o, mark.body.attendance_id) });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  onAck({ confirmPaymentId: confirm.body.payment.id });
  return { mark: mark.body, confirm: confirm.body };
}

// ----- Set-up ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-durability-'));
  if (BASE_URL) {
    dbName = `academy_durability_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const u = new URL(BASE_URL);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  // A session-priced class (500 DA) and ten students with a seat in it, written before the server starts.
  await withDb(async (database) => {
    await migrateDatabase(database);
    const t = { app: { deps: { db: database.db } } } as unknown as TestApp;
    const course = await createCourse(t, { name: 'Durability Maths', pricingType: 'session', sessionPrice: `${PRICE}.00` });
    sectionId = (await createSection(t, course.id, { name: 'Durability A' }, [{ dayOfWeek: 1, startTime: '10:00', endTime: '11:30' }])).id;
    const rows = await database.db
      .insert(students)
      .values(Array.from({ length: STUDENTS }, (_, k) => ({ name: `Durable Kid ${k}`, barcode: `STD${String(k).padStart(7, '0')}` })))
      .returning({ id: students.id });
    studentIds = rows.map((r) => r.id);
    for (const id of studentIds) await approvedEnrollment(t, id, sectionId);
  });
}, SLOW);

afterAll(async () => {
  // A failed test may leave its server running: it must not outlive the suite.
  for (const child of children) child.kill('SIGKILL');
  if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// ----- The tests ------------------------------------------------------------------------------------------

describe.sequential(`nothing is lost (${ENGINE})`, () => {
  const acks = new Map<number, Ack>();
  const ack = (i: number) => (a: Ack) =>
    void acks.set(i, { ...acks.get(i), ...Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) });
  let acknowledged = 0;
  let server: Server;
  let totalDebt: number;
  const heldOps = () => Array.from({ length: HELD }, (_, k) => ({ ...op(OPS + k), paid: true })); // marks with PAID

  it(
    'SIGKILL in the middle of door traffic: every acknowledged write is there once after the restart; replays with the same keys double nothing',
    async () => {
      const first = await startServer();
      const token = await login(first);
      let next = 0;
      let inFlightAtKill = -1;
      const client = async () => {
        while (next < OPS && inFlightAtKill < 0) {
          const o = op(next++);
          try {
            await run(first, token, o, (a) => {
              ack(o.i)(a);
              acknowledged += 1;
              if (acknowledged === KILL_AFTER) {
                inFlightAtKill = first.inFlight();
                first.child.kill('SIGKILL');
              }
            });
          } catch (error) {
            if (inFlightAtKill < 0) throw error; // before the kill, every request must succeed
            return;
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, client));
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      // Killed mid-stream: other clients' requests were on the wire.
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);

      server = await startServer();
      const again = await login(server);
      // Every operation once more with the same keys: the acknowledged ones answer with what was written
      // before the kill, the others complete now.
      for (let i = 0; i < OPS; i++) {
        const o = op(i);
        const seen = acks.get(i);
        const { mark, confirm } = await run(server, again, o);
        if (seen?.attendanceId !== undefined) {
          expect(mark, `op ${i}`).toMatchObject({ attendance_id: seen.attendanceId, duplicate: true });
        }
        if (seen?.markPaymentId !== undefined) expect(mark.payment?.id, `op ${i}`).toBe(seen.markPaymentId);
        if (seen?.confirmPaymentId !== undefined) {
          expect(confirm, `op ${i}`).toMatchObject({ replayed: true, payment: { id: seen.confirmPaymentId } });
        }
      }
      // A second replay of everything changes nothing.
      for (let i = 0; i < OPS; i += 7) {
        const { mark, confirm } = await run(server, again, op(i));
        expect(mark.duplicate).toBe(true);
        if (confirm) expect(confirm.replayed).toBe(true);
      }
      const debts = await server.request('GET', '/api/attendance/indebted-users?limit=100', { token: again });
      expect(debts.status).toBe(200);
      totalDebt = debts.body.total_debt;
      expect(totalDebt).toBe((OPS / 2) * (PRICE - PART));
    },
    SLOW,
  );

  it(
    'SIGTERM with requests in flight: they finish with 2xx, new connections are refused, the process exits 0',
    async () => {
      const token = await login(server);
      let send!: () => void;
      const sent = new Promise<void>((r) => (send = r));
      // Each request sends its headers with Expect: 100-continue and waits for the server's 100: the server
      // has then received it. The body follows the SIGTERM.
      const held = heldOps().map((o) => {
        const payload = JSON.stringify(markBody(o));
        let resolveContinue!: () => void;
        const continued = new Promise<void>((r) => (resolveContinue = r));
        const response = new Promise<Response>((resolve, reject) => {
          const req = http.request(
            `${server.base}/api/admin/attendance/mark`,
            {
              method: 'POST',
              agent: false,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
                authorization: `Bearer ${token}`,
                expect: '100-continue',
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => void (text += c));
              res.on('end', () => resolve({ status: res.statusCode!, body: parse(text) }));
            },
          );
          req.on('continue', () => {
            resolveContinue();
            void sent.then(() => req.end(payload));
          });
          req.on('error', reject);
          req.flushHeaders();
        });
        return { continued, response };
      });
      await Promise.all(held.map((h) => h.continued));

      server.child.kill('SIGTERM');
      expect(await refusedAt(server.port)).toBe(true);
      send();
      const answers = await Promise.all(held.map((h) => h.response));
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(answers.map((a) => a.body.duplicate)).toEqual(heldOps().map(() => false));
      expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    },
    SLOW,
  );

  it(
    'the ledger afterwards: one record and one charge per operation, one payment per key, and it balances',
    async () => {
      const all = [...Array.from({ length: OPS }, (_, i) => op(i)), ...heldOps()];
      await withDb(async ({ db }) => {
        const records = await rowsOf<{ student_id: number; date: string; n: number }>(
          db,
          sql`select student_id, attendance_date::text as date, count(*)::int as n from attendance_records where section_id = ${sectionId} group by 1, 2`,
        );
        expect(records.map((r) => `${r.student_id}@${r.date}x${r.n}`).sort()).toEqual(all.map((o) => `${o.studentId}@${o.date}x1`).sort());

        const [charges] = await rowsOf<{ records: number; charged: number; charges: number; doubles: number }>(
          db,
          sql`select (select count(*)::int from attendance_records) as records,
                   (select count(distinct attendance_record_id)::int from ledger_entries where kind = 'charge') as charged,
                   (select count(*)::int from ledger_entries where kind = 'charge') as charges,
                   (select count(*)::int from (select 1 from ledger_entries where kind = 'charge' group by attendance_record_id having count(*) > 1) d) as doubles`,
        );
        expect(charges).toEqual({ records: all.length, charged: all.length, charges: all.length, doubles: 0 });

        const payments = await rowsOf<{ key: string | null; amount: string }>(
          db,
          sql`select idempotency_key as key, amount::text as amount from ledger_entries where kind = 'payment'`,
        );
        const expected = all.map((o) => (o.paid ? `durable-mark-${o.i}=${PRICE}.00` : `durable-pay-${o.i}=${PART}.00`));
        expect(payments.map((p) => `${p.key}=${p.amount}`).sort()).toEqual(expected.sort());
        // Every acknowledged payment id is the one kept for its key.
        const ids = new Map(
          (
            await rowsOf<{ id: number; key: string }>(db, sql`select id, idempotency_key as key from ledger_entries where kind = 'payment'`)
          ).map((p) => [p.key, p.id]),
        );
        for (const [i, a] of acks) {
          if (a.markPaymentId !== undefined) expect(ids.get(`durable-mark-${i}`)).toBe(a.markPaymentId);
          if (a.confirmPaymentId !== undefined) expect(ids.get(`durable-pay-${i}`)).toBe(a.confirmPaymentId);
        }

        const [balance] = await rowsOf<{ charges: string; payments: string; balances: string }>(
          db,
          sql`select (select sum(amount) from ledger_entries where kind = 'charge')::text as charges,
                   (select sum(amount) from ledger_entries where kind = 'payment')::text as payments,
                   (select sum(b) from (select sum(case when kind = 'charge' then amount else -amount end) as b from ledger_entries group by student_id) s)::text as balances`,
        );
        expect(Number(balance!.charges)).toBe(all.length * PRICE);
        expect(Number(balance!.charges) - Number(balance!.payments)).toBe(Number(balance!.balances));
        expect(Number(balance!.balances)).toBe(totalDebt);
      });
    },
    SLOW,
  );

  it(
    'npm run backup and npm run restore: a round trip gives the same data; a non-empty database is replaced only with --force',
    async () => {
      const before = await withDb(fingerprint);
      expect(before.find((t) => t.name === 'public.ledger_entries')?.rows).toBe(2 * (OPS + HELD));
      const file = path.join(dataDir, `academy-backup.${ENGINE === 'pglite' ? 'tar.gz' : 'dump'}`);

      const backup = await npm(['run', 'backup', '--', '--out', file]);
      expect(backup.code, backup.output).toBe(0);
      expect(fs.statSync(file).size).toBeGreaterThan(0);

      // Onto the live database: refused, nothing touched.
      const refused = await npm(['run', 'restore', '--', file]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('--force');

      // Wiped, then restored: the same tables, rows and sequences.
      await wipe();
      const restored = await npm(['run', 'restore', '--', file]);
      expect(restored.code, restored.output).toBe(0);
      // Then changed, and restored with --force: the backup's data again.
      await withDb(async (database) => {
        expect(await fingerprint(database)).toEqual(before);
        const { db } = database;
        await db.execute(sql`delete from audit_log`);
        await db.execute(sql`insert into students (name, barcode) values ('After The Backup', 'STD9999999')`);
      });
      const forced = await npm(['run', 'restore', '--', file, '--force']);
      expect(forced.code, forced.output).toBe(0);
      expect(await withDb(fingerprint)).toEqual(before);
    },
    SLOW,
  );
});

/** Each table's row count and a hash of its rows, and each sequence's position. */
async function fingerprint({ db }: Database) {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Array<{ name: string; rows: number; hash: string }> = [];
  for (const { name } of tables) {
    const [schema, table] = name.split('.');
    const [row] = await rowsOf<{ rows: number; hash: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as hash from ${sql.identifier(schema!)}.${sql.identifier(table!)} t`,
    );
    result.push({ name, rows: row!.rows, hash: row!.hash ?? '' });
  }
  const sequences = await rowsOf<{ name: string; last: string | null }>(
    db,
    sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences where schemaname in ('public', 'drizzle') order by 1`,
  );
  for (const s of sequences) result.push({ name: s.name, rows: -1, hash: s.last ?? '' });
  return result;
}

/** An empty database where the server's was: PGlite's directory removed, or the PostgreSQL database dropped and created again. */
async function wipe() {
  if (dbName) {
    await adminQuery(`DROP DATABASE ${dbName} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
  } else {
    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  }
}

function npm(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: ROOT, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => void (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => void (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}
