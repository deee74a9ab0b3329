import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { attendanceRecords, ledgerEntries, sections, students } from '../src/db/schema';
import { SECTIONS_READ } from '../src/modules/admin-sections/service';
import { RESPONSE_CACHE_TTL_MS } from '../src/plugins/response-cache';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';

/*
 * Parents' dashboard reads are answered from memory until the data changes. What must never happen: an
 * answer older than a write the reader could know about, or one family's answer given to another.
 */

let t: TestApp;
let admin: string;
let parent: { token: string; userId: number; studentId: number };
let other: { token: string; studentId: number };
let sectionId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const p = await signedInParent(t, { student_name: 'Yacine Benali' });
  parent = { token: p.token, userId: p.user.id, studentId: p.user.students[0].id };
  const o = await signedInParent(t, { student_name: 'Lina Haddad' });
  other = { token: o.token, studentId: o.user.students[0].id };
  const course = await createCourse(t, { name: 'Maths 4AM' });
  sectionId = (await createSection(t, course.id)).id;
});
afterAll(() => t.close());

const enrollmentsOf = async (token: string) => {
  const r = await t.request({ method: 'GET', url: '/api/courses/my-enrollments', token });
  expect(r.statusCode).toBe(200);
  return (r.json() as { enrollments: { student_id: number; section_id: number }[] }).enrollments;
};
const nameOf = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/me/profile/students', token })).json().students[0].name as string;

/** A write the server cannot see coming: the notifying triggers off, and (PostgreSQL) a connection of its own. */
async function unnoticedRename(studentId: number, name: string) {
  if (process.env.TEST_DATABASE_URL) {
    const c = new pg.Client({ connectionString: await currentDatabaseUrl() });
    await c.connect();
    await c.query('set session_replication_role = replica');
    await c.query('update students set name = $1 where id = $2', [name, studentId]);
    await c.end();
    return;
  }
  // PGlite: one in-process connection, where only the triggers tell a write.
  await t.app.deps.db.execute(sql`set session_replication_role = replica`);
  await t.app.deps.db.update(students).set({ name }).where(eq(students.id, studentId));
  await t.app.deps.db.execute(sql`set session_replication_role = origin`);
}

/** A section renamed where the server cannot see it (as unnoticedRename). */
async function unnoticedSectionRename(id: number, name: string) {
  if (process.env.TEST_DATABASE_URL) {
    const c = new pg.Client({ connectionString: await currentDatabaseUrl() });
    await c.connect();
    await c.query('set session_replication_role = replica');
    await c.query('update sections set name = $1 where id = $2', [name, id]);
    await c.end();
    return;
  }
  await t.app.deps.db.execute(sql`set session_replication_role = replica`);
  await t.app.deps.db.update(sections).set({ name }).where(eq(sections.id, id));
  await t.app.deps.db.execute(sql`set session_replication_role = origin`);
}

/**
 * Waits until the notifications of every earlier write have reached the server (PostgreSQL delivers them
 * in commit order, a moment after the commit): a read from then on is kept. It waits for its OWN notification
 * (one naming no table: `generationOf([])` moves with those only), not for any: an earlier write's notification
 * arriving late would otherwise end the wait, and this one, arriving during the next read, keep that read from
 * being kept (seen on a busy machine).
 */
async function notificationsSettled() {
  const before = t.app.deps.changes.generationOf([]);
  await t.app.deps.db.execute(sql`select pg_notify('data_changed', '')`);
  await vi.waitFor(() => expect(t.app.deps.changes.generationOf([])).toBeGreaterThan(before));
}

/** As notificationsSettled, with a notification naming a table the given ones do not include (their generation stays). */
async function notificationsSettledFor(tables: readonly string[]) {
  const before = t.app.deps.changes.generationOf(['contact_messages']);
  const kept = t.app.deps.changes.generationOf(tables);
  await t.app.deps.db.execute(sql`select pg_notify('data_changed', 'contact_messages')`);
  await vi.waitFor(() => expect(t.app.deps.changes.generationOf(['contact_messages'])).toBeGreaterThan(before));
  expect(t.app.deps.changes.generationOf(tables)).toBe(kept);
}

async function currentDatabaseUrl() {
  const { rows } = (await t.app.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const target = new URL(process.env.TEST_DATABASE_URL!);
  target.pathname = `/${rows[0]!.name}`;
  return target.toString();
}

describe('parent reads answered from memory', () => {
  it('answers a repeated read from memory, and a write made anywhere is seen by the very next read', async () => {
    await notificationsSettled();
    expect(await nameOf(parent.token)).toBe('Yacine Benali');
    // Invisible to the server (no trigger): the remembered answer is still given, which shows the cache is used.
    await unnoticedRename(parent.studentId, 'Renamed Quietly');
    expect(await nameOf(parent.token)).toBe('Yacine Benali');
    // A write through the app's database handle (a command, a job): seen at once.
    await t.app.deps.db.update(students).set({ name: 'Yacine B.' }).where(eq(students.id, parent.studentId));
    expect(await nameOf(parent.token)).toBe('Yacine B.');
  });

  it('sees an admin’s approval and a direct seat on the next read', async () => {
    expect(await enrollmentsOf(parent.token)).toEqual([]);
    await approvedEnrollment(t, parent.studentId, sectionId);
    expect((await enrollmentsOf(parent.token)).map((e) => e.section_id)).toEqual([sectionId]);
  });

  it('never gives one family the answer kept for another', async () => {
    const mine = await enrollmentsOf(parent.token);
    const theirs = await enrollmentsOf(other.token);
    expect(mine.every((e) => e.student_id === parent.studentId)).toBe(true);
    expect(theirs).toEqual([]);
    const names = await Promise.all([nameOf(parent.token), nameOf(other.token), nameOf(parent.token)]);
    expect(names[1]).toBe('Lina Haddad');
    expect(names[0]).toBe(names[2]);
    expect(names[0]).not.toBe('Lina Haddad');
  });

  it('ends a remembered session at logout and at deactivation, at once', async () => {
    const again = await signedInParent(t, { student_name: 'Sami Kaci' });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: again.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: again.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: again.token })).statusCode).toBe(401);

    const third = await signedInParent(t, { student_name: 'Rayan Saadi' });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: third.token })).statusCode).toBe(200);
    const off = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${third.user.id}/toggle-status`,
      token: admin,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: third.token })).statusCode).toBe(401);
  });

  it('reads again after the time limit, for what depends on the hour', async () => {
    await notificationsSettled();
    const before = await nameOf(parent.token);
    await unnoticedRename(parent.studentId, 'Yacine Later');
    expect(await nameOf(parent.token)).toBe(before);
    t.clock.advance(RESPONSE_CACHE_TTL_MS + 1);
    expect(await nameOf(parent.token)).toBe('Yacine Later');
  });
});

describe('the section lists kept across writes to the tables they do not read', () => {
  const sectionName = async () => {
    const r = await t.request({ method: 'GET', url: '/api/courses/sections/all', token: admin });
    expect(r.statusCode).toBe(200);
    return (r.json() as { sections: { id: number; name: string }[] }).sections.find((x) => x.id === sectionId)!.name;
  };

  it("keeps the answer through the door's marks and payments, and drops it at a write to any table it reads", async () => {
    for (const table of SECTIONS_READ) {
      await notificationsSettled();
      const before = await sectionName();
      await unnoticedSectionRename(sectionId, `Section ${table}`);
      // A mark and a payment (what every door scan writes), from the app's own handle: the kept answer stays.
      const [record] = await t.app.deps.db
        .insert(attendanceRecords)
        .values({ studentId: parent.studentId, sectionId, attendanceDate: '2026-11-02', status: 'present' })
        .onConflictDoNothing()
        .returning();
      await t.app.deps.db
        .insert(ledgerEntries)
        .values({ kind: 'payment', amount: '100.00', method: 'cash', studentId: parent.studentId, occurredAt: t.clock() });
      if (record) await t.app.deps.db.delete(attendanceRecords).where(eq(attendanceRecords.id, record.id));
      await notificationsSettledFor(SECTIONS_READ);
      expect(await sectionName(), `kept across other writes (${table})`).toBe(before);
      // Any write to one of the tables it reads (even of no row) drops it: the next read sees the quiet rename.
      await t.app.deps.db.execute(sql`update ${sql.identifier(table)} set updated_at = updated_at where false`);
      expect(await sectionName(), `dropped at a write to ${table}`).toBe(`Section ${table}`);
    }
  });
});
