import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { attendanceRecords, homework, sessionNotes, sections, users } from '../schema';
import { DEMO_TEACHER } from './accounts';
import { addDays, localInstant, type SeedContext } from './helpers';

const PARENT_NOTES = [
  'صحّحنا فرض الأسبوع الماضي معًا. يُرجى أن يعيد ابنكم حلّ التمرينين 3 و4 في البيت.',
  'حصة جيدة: أنهينا درس الكسور. اختبار قصير في الحصة القادمة.',
  'جاء بعض التلاميذ دون كرّاسهم: يُرجى مراجعة المحفظة في المساء.',
];

/**
 * Phase 10 (no draw from the PRNG): the demo teacher's latest sessions carry a note for the parents (and, on
 * one, a note for staff), and each of their sections has a homework due in three days, so the family's
 * "Notes and homework" and the teacher's class page show something from the first start.
 */
export async function insertClassNotes({ tx, today, now }: SeedContext) {
  const [teacher] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_TEACHER.email));
  if (!teacher) return;
  const own = await tx.select({ id: sections.id }).from(sections).where(eq(sections.teacherId, teacher.id));
  if (!own.length) return;
  const ids = own.map((s) => s.id);
  const days = await tx
    .selectDistinct({ sectionId: attendanceRecords.sectionId, date: attendanceRecords.attendanceDate })
    .from(attendanceRecords)
    .where(and(inArray(attendanceRecords.sectionId, ids), sql`${attendanceRecords.attendanceDate} >= ${addDays(today, -14)}`))
    .orderBy(desc(attendanceRecords.attendanceDate));
  const latest = ids.flatMap((id) => days.filter((d) => d.sectionId === id).slice(0, 2));
  if (latest.length) {
    await tx.insert(sessionNotes).values(
      latest.map((d, i) => {
        const at = localInstant(d.date, '19:30');
        const written = at > now ? now : at;
        return {
          sectionId: d.sectionId,
          sessionDate: d.date,
          parentNote: PARENT_NOTES[i % PARENT_NOTES.length]!,
          staffNote: i === 0 ? 'تلميذان يتأخران باستمرار: يحسن التحدث مع أوليائهما عند الباب.' : null,
          writtenBy: teacher.id,
          createdAt: written,
          updatedAt: written,
        };
      }),
    );
  }
  await tx.insert(homework).values(
    ids.map((sectionId) => ({
      sectionId,
      title: 'التمارين من 1 إلى 5، الصفحة 42',
      body: 'اكتب الحلول في كرّاس التمارين مع كل الخطوات، وأحضر أسئلتك إلى الحصة القادمة.',
      dueOn: addDays(today, 3),
      writtenBy: teacher.id,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
