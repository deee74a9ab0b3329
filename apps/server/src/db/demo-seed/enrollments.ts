import { enrollments, registrations } from '../schema';
import { COURSES } from './catalogue';
import { addDays, insertAll, localInstant, minutes, type SeedContext } from './helpers';
import { REGISTRATION_MESSAGES, REJECTION_REASONS } from './names';
import type { Child, Family, Plan } from './plan-families';

export type Seat = { f: Family; c: Child; p: Plan; studentId: number };

/**
 * Phase 3: each child's requests (approved, pending, rejected) and the seats of the approved and imported ones;
 * a full section turns a request into a pending one.
 */
export async function insertEnrollments(
  { tx, rnd, now, adminId }: SeedContext,
  childRows: { f: Family; c: Child }[],
  studentIdByBarcode: Map<string, number>,
  userIdOf: (f: Family) => number | null,
  courseIds: number[],
  sectionId: (ci: number, si: number) => number,
) {
  const seats: Seat[] = childRows.flatMap(({ f, c }) => c.plans.map((p) => ({ f, c, p, studentId: studentIdByBarcode.get(c.barcode)! })));
  const seatCount = new Map<number, number>();
  for (const seat of seats) {
    if (seat.p.outcome !== 'approved' && seat.p.outcome !== 'imported') continue;
    const id = sectionId(seat.p.course, seat.p.section);
    // A full section turns the request into a pending one, as the admin would leave it.
    if ((seatCount.get(id) ?? 0) >= COURSES[seat.p.course]!.max) seat.p.outcome = seat.p.outcome === 'approved' ? 'pending' : 'rejected';
    else seatCount.set(id, (seatCount.get(id) ?? 0) + 1);
  }
  const requested = seats.filter((s) => s.f.userPhone && s.p.outcome !== 'imported');
  const registrationRows = await insertAll(requested, (batch) =>
    tx
      .insert(registrations)
      .values(
        batch.map(({ f, p, studentId }, i) => {
          const asked = localInstant(
            addDays(p.enrolledOn, p.outcome === 'pending' ? 0 : -rnd.int(1, 4)),
            `${String(rnd.int(9, 21)).padStart(2, '0')}:${rnd.pick(['00', '15', '30', '45'])}`,
          );
          const createdAt = asked > now ? minutes(now, -30 - i) : asked;
          const decidedAt = p.outcome === 'pending' ? null : localInstant(p.enrolledOn, '10:30');
          return {
            userId: userIdOf(f)!,
            studentId,
            courseId: courseIds[p.course]!,
            sectionId: p.outcome === 'approved' ? sectionId(p.course, p.section) : null,
            status: p.outcome as 'approved' | 'pending' | 'rejected',
            message: rnd.pick(REGISTRATION_MESSAGES),
            rejectionReason: p.outcome === 'rejected' ? (f.key === 'demo' ? REJECTION_REASONS[0]! : rnd.pick(REJECTION_REASONS)) : null,
            decidedBy: decidedAt ? adminId : null,
            decidedAt,
            createdAt,
            updatedAt: decidedAt ?? createdAt,
          };
        }),
      )
      .returning({ id: registrations.id, studentId: registrations.studentId, courseId: registrations.courseId }),
  );
  const registrationId = new Map(registrationRows.map((r) => [`${r.studentId}|${r.courseId}`, r.id]));

  const enrolled = seats.filter((s) => s.p.outcome === 'approved' || s.p.outcome === 'imported');
  const enrollmentRows = await insertAll(enrolled, (batch) =>
    tx
      .insert(enrollments)
      .values(
        batch.map(({ p, studentId }) => {
          const at = localInstant(p.enrolledOn, '10:30');
          return {
            studentId,
            sectionId: sectionId(p.course, p.section),
            registrationId: registrationId.get(`${studentId}|${courseIds[p.course]}`) ?? null,
            status: 'approved' as const,
            isActive: true,
            enrolledAt: at,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning({ id: enrollments.id, studentId: enrollments.studentId, sectionId: enrollments.sectionId }),
  );
  const enrollmentId = new Map(enrollmentRows.map((e) => [`${e.studentId}|${e.sectionId}`, e.id]));
  return { enrolled, enrollmentId };
}
