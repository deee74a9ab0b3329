import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enrollments, kindergartenSubscriptions, students } from '../src/db/schema';
import { searchText } from '../src/lib/search-text';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { attended } from './support/family-data';
import { listEnrollmentsBefore } from './support/kindergarten-enrollments-before';

/*
 * The kindergarten enrollments list picks its page with the students' names looked up only for the seats
 * due no later than the page's last one (issue 24 item 5). It must give what the list gave before
 * (support/kindergarten-enrollments-before.ts) for every tab, search and page: pages ending among seats due
 * the same day (ordered by name, then seat), among the seats never due (last), past the end, empty tabs.
 */

let t: TestApp;
let admin: string;

const kindergarten = {
  level: 'preschool' as const,
  grade: 'PREP',
  subject: 'reading',
  category: 'kindergarten' as const,
  pricingType: 'monthly' as const,
  sessionPrice: null,
  monthlyPrice: '6000.00',
};

type Sub = { status: 'active' | 'pending' | 'expired' | 'suspended'; due: string | null } | null;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const parent = await signedInParent(t, { student_name: 'Sara Kaci', full_name: 'Parent Kaci' });
  const db = t.app.deps.db;
  const [kaci] = await db.select({ parentId: students.parentId }).from(students).where(eq(students.id, parent.user.students[0].id));

  const stars = await createCourse(t, { name: 'Little Stars', ...kindergarten });
  const quran = await createCourse(t, { name: 'Little Quran', ...kindergarten, monthlyPrice: '4000.00' });
  const maths = await createCourse(t, { name: 'Maths 1AM' });
  const starsA = await createSection(t, stars.id, { name: 'Stars A' });
  const starsB = await createSection(t, stars.id, { name: 'Stars B', isActive: false });
  const quranA = await createSection(t, quran.id, { name: 'Quran A' });
  const mathsA = await createSection(t, maths.id, { name: 'Maths A' });
  await createSection(t, quran.id, { name: 'Empty' });

  // Names repeat (ties broken by the seat), most seats share a handful of due days (pages end among them),
  // some have none (never paid: no subscription row, or one without a date) and sort last.
  const names = ['Sara Kaci', 'Adam Kaci', 'Sara Kaci', 'Yanis Brahimi', 'Lina Haddad', 'Adam Kaci', 'Nour Ziani', 'Rayan Mansouri'];
  const dues = ['2026-11-20', '2026-11-23', '2026-12-01', '2026-12-01', '2026-12-15', null];
  const statuses = ['active', 'active', 'active', 'pending', 'expired', 'suspended'] as const;
  const sections = [starsA, starsB, quranA];
  for (let i = 0; i < 42; i++) {
    const name = names[i % names.length]!;
    const [student] = await db
      .insert(students)
      .values({ name, barcode: `KG-${i}`, searchText: searchText(name), parentId: i % 3 === 0 ? kaci!.parentId : null })
      .returning();
    const section = sections[i % sections.length]!;
    // A few seats the list leaves out: not active, not approved.
    const status = i % 13 === 5 ? 'pending' : 'approved';
    const [seat] = await db
      .insert(enrollments)
      .values({ studentId: student!.id, sectionId: section.id, status, isActive: i % 11 !== 4 })
      .returning();
    const sub: Sub = i % 7 === 6 ? null : { status: statuses[i % statuses.length]!, due: dues[(i * 5) % dues.length]! };
    if (sub)
      await db
        .insert(kindergartenSubscriptions)
        .values({ enrollmentId: seat!.id, status: sub.status, amount: '5500.00', nextPaymentDate: sub.due });
    if (i % 4 === 0) await attended(t, seat!, '2026-11-15', { status: i % 8 === 0 ? 'present' : 'absent' });
    // The same child in a course that is not kindergarten: never listed.
    if (i % 5 === 0) await db.insert(enrollments).values({ studentId: student!.id, sectionId: mathsA.id, status: 'approved' });
  }
});
afterAll(() => t.close());

const list = (query: string) => t.request({ method: 'GET', url: `/api/admin/kindergarten/enrollments?${query}`, token: admin });

describe('kindergarten enrollments list: the page picked with names looked up for it only', () => {
  it('answers as before for every tab, search and page, past the end included', async () => {
    const pages: [number, number][] = [
      [24, 0],
      [1, 0],
      [3, 0],
      [3, 3],
      [5, 7],
      [4, 8],
      [2, 13],
      [100, 0],
      [2, 29],
      [6, 30],
      [10, 40],
      [5, 1000],
    ];
    let withRows = 0;
    for (const filter of ['all', 'active', 'pending_payment', 'expired'] as const)
      for (const search of [undefined, 'kaci', 'sara kaci', 'nobody'])
        for (const [limit, offset] of pages) {
          const res = await list(
            new URLSearchParams({ filter, limit: String(limit), offset: String(offset), ...(search ? { search } : {}) }).toString(),
          );
          expect(res.statusCode).toBe(200);
          const before = await listEnrollmentsBefore(t.app.deps, { filter, search, limit, offset });
          expect(res.json(), `${filter} ${search} ${limit} ${offset}`).toEqual(JSON.parse(JSON.stringify(before)));
          if (before.enrollments.length) withRows++;
        }
    // The cases reach rows, empty pages and the counts of both.
    expect(withRows).toBeGreaterThan(60);
    expect(withRows).toBeLessThan(192);
  });

  it('orders by due day, then name, then seat, the never-due last', async () => {
    const all = (await list('limit=100')).json() as {
      total: number;
      counts: Record<string, number>;
      enrollments: { enrollment_id: number; student_name: string; next_payment_date: string | null }[];
    };
    expect(all.total).toBe(all.counts.all);
    const rows = all.enrollments;
    const key = (r: (typeof rows)[number]) =>
      [r.next_payment_date ?? '9999-99-99', r.student_name, String(r.enrollment_id).padStart(9, '0')].join(' ');
    expect(rows.map(key)).toEqual(rows.map(key).sort());
    expect(rows.some((r) => r.next_payment_date === null)).toBe(true);
    // A page ending among seats due the same day, and the next one, cut that day's seats where the whole list does.
    for (const [limit, offset] of [
      [4, 0],
      [4, 4],
      [3, rows.length - 2],
    ]) {
      const page = (await list(`limit=${limit}&offset=${offset}`)).json() as typeof all;
      expect(page.enrollments.map((r) => r.enrollment_id)).toEqual(rows.slice(offset, offset + limit).map((r) => r.enrollment_id));
    }
  });
});
