import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../plugins/deps';
import { toCourseImage } from '../../lib/images';
import { demoCourseArt } from '../demo-course-art';
import { seedDemoGallery } from '../../modules/gallery/demo-photos';
import { users } from '../schema';
import { DEMO_PARENT, DEMO_TEACHER, demoAccounts, type DemoAccount } from './accounts';
import { COURSES, insertCatalogue } from './catalogue';
import { insertEnrollments } from './enrollments';
import { insertAttendance } from './attendance';
import { insertMoney } from './money';
import { insertMessages } from './messages';
import { insertPeople } from './people';
import { insertTeachersAndRooms } from './teachers';
import { closeLastMonthAndPay, insertPayRules } from './teacher-pay';
import { insertClassNotes } from './class-notes';
import { insertOnlinePaymentsDemo } from './online-payments';
import { insertMessagingDemo } from './messaging';
import { closePastCashDays } from './cash-closings';
import { planFamilies } from './plan-families';
import { prng, seedTime } from './helpers';

export { DEMO_PARENT, DEMO_TEACHER, type DemoAccount };

/**
 * A realistic demo academy for a fresh install: bilingual courses of every level, families (with accounts
 * and imported "old members"), registrations, enrollments, six weeks of attendance with its charges and
 * payments, messages and notifications. Deterministic (seeded PRNG), dated relative to `deps.clock()`,
 * inserted in bulk inside one transaction. Runs only on an empty academy (the admin exists).
 *
 * The phases run in this order and draw from one PRNG in it: reordering them changes the demo's data.
 */
export async function seedDemo(deps: Deps): Promise<DemoAccount[]> {
  const rnd = prng(20260913);
  const time = seedTime(deps.clock());

  const [demoHash, familyHash] = await Promise.all([deps.passwords.hash(DEMO_PARENT.password), deps.passwords.hash('family123')]);

  // 1. Plan the families in memory first.
  const families = planFamilies(rnd, time);

  const courseImages = await Promise.all(
    COURSES.map(async (c, i) => deps.storage.put('courses', await toCourseImage(await demoCourseArt(c.level, i + 1)), 'webp')),
  );
  await seedDemoGallery(deps);

  return deps.db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
    const ctx = { ...time, tx, rnd, adminId: admin?.id ?? null };

    const people = await insertPeople(ctx, families, demoHash, familyHash);
    // 2. Courses, sections, weekly slots.
    const { courseIds, sectionId } = await insertCatalogue(ctx, courseImages);
    // 3. Registrations and enrollments.
    const { enrolled, enrollmentId } = await insertEnrollments(
      ctx,
      people.childRows,
      people.studentIdByBarcode,
      people.userIdOf,
      courseIds,
      sectionId,
    );
    // 4. Attendance over the last six weeks.
    const { marks, attendanceId } = await insertAttendance(ctx, enrolled, sectionId, enrollmentId);
    // 5. Money: charges first, then the payments that settle them.
    await insertMoney(ctx, enrolled, marks, sectionId, enrollmentId, attendanceId);
    // 6. Contact messages and notifications.
    await insertMessages(ctx, families, people.userIdByPhone, people.userIdOf, people.userCount);
    // 7. Teachers and rooms, and a teacher and a room for each section.
    await insertTeachersAndRooms(ctx, deps.passwords);
    // 8. The teachers' pay rules.
    await insertPayRules(ctx);
    // 9. Last month closed and paid for every teacher.
    await closeLastMonthAndPay(ctx);
    // 10. The demo teacher's notes and homework.
    await insertClassNotes(ctx);
    // 11. Two days of arrival SMS for the messages log.
    await insertMessagingDemo(ctx);
    // 12. A morning of online payments (Chargily), four paid.
    await insertOnlinePaymentsDemo(ctx);
    // 13. The cash of every past day closed; today's stays open.
    await closePastCashDays(ctx);

    return demoAccounts();
  });
}
