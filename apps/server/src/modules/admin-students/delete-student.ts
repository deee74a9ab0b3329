import { and, eq, isNull, sql } from 'drizzle-orm';
import { SYSTEM_REJECTION_REASONS, type DeleteStudentResponse } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { enrollments, mobileSessions, registrations, students } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { type Actor } from './student-service';

/**
 * DELETE /api/admin/students/{id}. A student with no history (no ledger entry and no attendance record: a
 * duplicate, a typo) is removed with its seats and requests, freeing the seats. A student with history is
 * archived: hidden from every list, search, scan, seat count and the family's dashboard, its seats ended,
 * its pending requests rejected, its app access closed; its ledger and attendance stay for the reports.
 * The row lock blocks a concurrent ledger or attendance insert (their foreign key takes a KEY SHARE lock),
 * so the check and the removal see the same history.
 */
export async function deleteStudent(deps: Deps, actor: Actor, id: number): Promise<DeleteStudentResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [student] = await tx
      .select()
      .from(students)
      .where(and(eq(students.id, id), isNull(students.archivedAt)))
      .for('update');
    if (!student) throw notFound('Student not found.', 'student_not_found');
    const [history] = await rowsOf<{ ledger: boolean; attendance: boolean }>(
      tx,
      sql`select exists (select 1 from ledger_entries where student_id = ${id}) as ledger,
                 exists (select 1 from attendance_records where student_id = ${id}) as attendance`,
    );
    const data = { name: student.name, barcode: student.barcode };
    if (!history?.ledger && !history?.attendance) {
      // Enrollments, registrations, kindergarten subscriptions and mobile sessions go with it (cascades).
      await tx.delete(students).where(eq(students.id, id));
      await audit(tx, { actorId: actor.id, action: 'student.deleted', entity: 'student', entityId: id, ip: actor.ip, at: now, data });
      return { success: true as const, deleted: true as const };
    }
    await tx
      .update(enrollments)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(enrollments.studentId, id), eq(enrollments.isActive, true)));
    await tx
      .update(registrations)
      .set({
        status: 'rejected',
        rejectionReason: SYSTEM_REJECTION_REASONS.student_removed,
        decidedBy: actor.id,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(registrations.studentId, id), eq(registrations.status, 'pending')));
    await tx.delete(mobileSessions).where(eq(mobileSessions.studentId, id));
    await tx.update(students).set({ archivedAt: now, isActive: false, mobileAppEnabled: false, updatedAt: now }).where(eq(students.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'student.archived',
      entity: 'student',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { ...data, ledger: Boolean(history.ledger), attendance: Boolean(history.attendance) },
    });
    return { success: true as const, archived: true as const };
  });
}
