import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/support/test-app';
import { signedInParent } from '../test/support/factories';

/*
 * The response cache trusts PostgreSQL's notifications for writes made elsewhere. When the listening
 * connection is cut, the server must stop answering from memory at once, and start again only once it
 * listens again.
 */

let t: TestApp;
let parent: { token: string; studentId: number };
let other: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  const p = await signedInParent(t, { student_name: 'Yacine Benali' });
  parent = { token: p.token, studentId: p.user.students[0].id };
  const { rows } = (await t.app.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
  // Writes of this connection are invisible to the server but for the notifications (triggers off).
  await other.query('set session_replication_role = replica');
});
afterAll(async () => {
  await other.end();
  await t.close();
});

/** Every earlier write's notification has reached the server (they arrive in commit order): a read from now on is kept. */
async function notificationsSettled() {
  const before = t.app.deps.changes.generation();
  await t.app.deps.db.execute(sql`select pg_notify('data_changed', '')`);
  await vi.waitFor(() => expect(t.app.deps.changes.generation()).toBeGreaterThan(before));
}

const nameOf = async () =>
  (await t.request({ method: 'GET', url: '/api/auth/me/profile/students', token: parent.token })).json().students[0].name as string;
const rename = (name: string) => other.query('update students set name = $1 where id = $2', [name, parent.studentId]);

it('answers from memory while listening, keeps nothing while the listening connection is down, and resumes after', async () => {
  await vi.waitFor(() => expect(t.app.deps.changes.live()).toBe(true));
  await notificationsSettled();
  expect(await nameOf()).toBe('Yacine Benali');
  await rename('Unnoticed');
  expect(await nameOf()).toBe('Yacine Benali');

  await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
  await vi.waitFor(() => expect(t.app.deps.changes.live()).toBe(false));
  expect(await nameOf()).toBe('Unnoticed');
  await rename('Still unnoticed');
  expect(await nameOf()).toBe('Still unnoticed');

  await vi.waitFor(() => expect(t.app.deps.changes.live()).toBe(true), { timeout: 10_000 });
  await notificationsSettled();
  expect(await nameOf()).toBe('Still unnoticed');
  await rename('Quiet again');
  expect(await nameOf()).toBe('Still unnoticed');
});
