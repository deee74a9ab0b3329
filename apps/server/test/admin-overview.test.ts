import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';

let t: TestApp;
let admin: string;

// Clock: Monday 2026-11-23 10:00 in Algiers (09:00 UTC).
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const maths = await createCourse(t, { name: 'Maths 4AM' });
  // Monday 09:30-11:00 and 09:00-09:45 (a second slot of the same section the same day).
  await createSection(t, maths.id, { name: 'Section A' }, [
    { dayOfWeek: 1, startTime: '09:30', endTime: '11:00' },
    { dayOfWeek: 1, startTime: '09:00', endTime: '10:30' },
  ]);
  // Starts at 10:20: not live yet.
  await createSection(t, maths.id, { name: 'Section B' }, [{ dayOfWeek: 1, startTime: '10:20', endTime: '12:00' }]);
  // Live by the clock, but the section is closed.
  await createSection(t, maths.id, { name: 'Section C', isActive: false }, [{ dayOfWeek: 1, startTime: '09:00', endTime: '11:00' }]);
  // Live hours, but on Tuesday.
  await createSection(t, maths.id, { name: 'Section D' }, [{ dayOfWeek: 2, startTime: '09:00', endTime: '11:00' }]);
});
afterAll(() => t.close());

const overview = async () => {
  const res = await t.request({ method: 'GET', url: '/api/admin/overview', token: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { live_sessions: number; date: string };
};

describe('admin overview: sessions live now', () => {
  it('counts active sections with a slot running now in Algiers time, once each', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    expect(await overview()).toMatchObject({ date: '2026-11-23', live_sessions: 1 });
  });

  it('follows the clock: both Monday sections at 10:30, none after they end, a Tuesday one the next day', async () => {
    t.clock.set('2026-11-23T09:30:00Z'); // 10:30 local
    expect((await overview()).live_sessions).toBe(2);
    t.clock.set('2026-11-23T11:00:00Z'); // 12:00 local: B ends (end excluded)
    expect((await overview()).live_sessions).toBe(0);
    t.clock.set('2026-11-24T09:00:00Z'); // Tuesday 10:00 local
    expect((await overview()).live_sessions).toBe(1);
  });

  it('agrees with the students list summary', async () => {
    t.clock.set('2026-11-23T09:30:00Z');
    const list = await t.request({ method: 'GET', url: '/api/admin/students/detailed?limit=1', token: admin });
    expect(list.json().summary.live_sessions).toBe((await overview()).live_sessions);
  });

  it('is for admins only', async () => {
    const { token } = await signedInParent(t);
    expect((await t.request({ method: 'GET', url: '/api/admin/overview', token })).statusCode).toBe(403);
  });
});
