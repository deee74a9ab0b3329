import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rooms } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, token?: string, payload?: object) {
  const r = await t.request({ method, url, token, payload });
  return { status: r.statusCode, body: r.body ? r.json() : null, raw: r.body };
}

async function newRoom(name: string, capacity: number) {
  const made = await call('POST', '/api/admin/rooms', admin, { name, capacity });
  expect(made.status, made.raw).toBe(201);
  return made.body.room as { id: number; name: string; capacity: number; is_active: boolean; sections_count: number };
}

async function signedInTeacher() {
  const made = await call('POST', '/api/admin/teachers', admin, {
    full_name: 'Yacine Rahmani',
    phone: '0661 55 44 33',
    password: 'start123',
  });
  expect(made.status).toBe(201);
  const signIn = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: '0661554433', password: 'start123' } });
  return signIn.json().access_token as string;
}

describe('admin rooms: access', () => {
  it('refuses every route to a visitor (401), a parent and a teacher (403), and changes nothing', async () => {
    const room = await newRoom('Salle Accès', 10);
    const parent = await signedInParent(t);
    const teacher = await signedInTeacher();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/rooms'],
      ['POST', '/api/admin/rooms', { name: 'Intrus', capacity: 5 }],
      ['PUT', `/api/admin/rooms/${room.id}`, { capacity: 1 }],
      ['DELETE', `/api/admin/rooms/${room.id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, parent.token, payload)).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url, teacher, payload)).status, `${method} ${url}`).toBe(403);
    }
    const [kept] = await t.app.deps.db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(kept).toEqual(expect.objectContaining({ name: 'Salle Accès', capacity: 10 }));
    expect((await t.app.deps.db.select().from(rooms).where(eq(rooms.name, 'Intrus'))).length).toBe(0);
  });
});

describe('admin rooms: create, edit, delete', () => {
  it('creates a room, lists it by name, and refuses a name another room has in any case (409 room_name_taken)', async () => {
    const room = await newRoom('  Labo  ', 16);
    expect(room).toEqual({ id: expect.any(Number), name: 'Labo', capacity: 16, is_active: true, sections_count: 0 });
    const list = await call('GET', '/api/admin/rooms', admin);
    expect(list.body.rooms).toContainEqual(room);
    for (const name of ['LABO', 'labo', ' Labo ']) {
      const taken = await call('POST', '/api/admin/rooms', admin, { name, capacity: 10 });
      expect([taken.status, taken.body.code, taken.body.details], name).toEqual([409, 'room_name_taken', { name: ['room_name_taken'] }]);
    }
    const other = await newRoom('Salle 1', 20);
    const renamed = await call('PUT', `/api/admin/rooms/${other.id}`, admin, { name: 'lABo' });
    expect([renamed.status, renamed.body.code]).toEqual([409, 'room_name_taken']);
    // The room's own name in another case is a rename, not a clash.
    const recased = await call('PUT', `/api/admin/rooms/${room.id}`, admin, { name: 'LABO' });
    expect([recased.status, recased.body.room.name]).toEqual([200, 'LABO']);

    for (const body of [
      { name: '', capacity: 10 },
      { name: 'Zero', capacity: 0 },
      { name: 'Huge', capacity: 501 },
      { name: 'Half', capacity: 2.5 },
    ]) {
      expect((await call('POST', '/api/admin/rooms', admin, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PUT', '/api/admin/rooms/999999', admin, { capacity: 3 })).body.code).toBe('room_not_found');
    expect((await call('DELETE', '/api/admin/rooms/999999', admin)).body.code).toBe('room_not_found');
  });

  it('refuses a capacity below the seats of an active section meeting there, naming it (409); an inactive section does not count', async () => {
    const room = await newRoom('Salle 2', 30);
    const course = await createCourse(t, { name: 'Maths 4AM', nameAr: 'رياضيات 4 متوسط' });
    const big = await createSection(t, course.id, { name: 'Groupe A', maxStudents: 24, roomId: room.id });
    await createSection(t, course.id, { name: 'Groupe B', maxStudents: 12, roomId: room.id });
    await createSection(t, course.id, { name: 'Groupe C', maxStudents: 28, roomId: room.id, isActive: false });

    const listed = (await call('GET', '/api/admin/rooms', admin)).body.rooms.find((r: { id: number }) => r.id === room.id);
    expect(listed.sections_count).toBe(2);

    const below = await call('PUT', `/api/admin/rooms/${room.id}`, admin, { capacity: 20 });
    expect([below.status, below.body.code]).toEqual([409, 'room_capacity_below_section']);
    expect(below.body.details.sections).toEqual(['Maths 4AM – Groupe A (24)']);
    expect(below.body.details.sections_ar).toEqual(['رياضيات 4 متوسط – Groupe A (24)']);
    expect(below.body.details.section_ids).toEqual([String(big.id)]);
    expect(below.body.message).toContain('Groupe A');
    expect((await t.app.deps.db.select().from(rooms).where(eq(rooms.id, room.id)))[0]!.capacity).toBe(30);

    // Equal to the largest active section's seats is fine; so are name and status changes.
    const ok = await call('PUT', `/api/admin/rooms/${room.id}`, admin, { capacity: 24, name: 'Salle 2 bis', is_active: false });
    expect(ok.body.room).toEqual(expect.objectContaining({ capacity: 24, name: 'Salle 2 bis', is_active: false, sections_count: 2 }));
  });

  it('deletes an unused room; a room any section names (even an inactive one) is refused (409 room_in_use)', async () => {
    const free = await newRoom('Salle libre', 8);
    const del = await call('DELETE', `/api/admin/rooms/${free.id}`, admin);
    expect([del.status, del.body.success]).toEqual([200, true]);
    expect(await t.app.deps.db.select().from(rooms).where(eq(rooms.id, free.id))).toEqual([]);

    const used = await newRoom('Salle des petits', 12);
    const course = await createCourse(t);
    await createSection(t, course.id, { roomId: used.id, isActive: false, maxStudents: 10 });
    const refused = await call('DELETE', `/api/admin/rooms/${used.id}`, admin);
    expect([refused.status, refused.body.code]).toEqual([409, 'room_in_use']);
    expect((await t.app.deps.db.select().from(rooms).where(eq(rooms.id, used.id))).length).toBe(1);
  });
});

describe('admin rooms: the audit log', () => {
  it('records who created, changed and deleted a room, with what changed; an edit that changes nothing is not recorded', async () => {
    const room = await newRoom('Salle audit', 20);
    expect((await call('PUT', `/api/admin/rooms/${room.id}`, admin, { capacity: 24 })).status).toBe(200);
    expect((await call('PUT', `/api/admin/rooms/${room.id}`, admin, { capacity: 24 })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/rooms/${room.id}`, admin)).status).toBe(200);
    const log = await call('GET', `/api/admin/audit-log?entity=room&entity_id=${room.id}`, admin);
    expect(log.status, log.raw).toBe(200);
    const entries = (log.body.entries as { action: string; data: Record<string, unknown>; actor: { id: number } | null }[]).reverse();
    expect(entries.map((e) => e.action)).toEqual(['room.created', 'room.updated', 'room.deleted']);
    expect(entries[0]!.data).toEqual({ name: 'Salle audit', capacity: 20 });
    expect(entries[1]!.data).toMatchObject({ fields: ['capacity'], capacity: 24 });
    expect(entries.every((e) => e.actor !== null)).toBe(true);
  });
});
