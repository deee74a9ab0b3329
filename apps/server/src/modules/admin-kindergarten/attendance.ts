import { and, eq } from 'drizzle-orm';
import { academyClock, type kindergartenAttendanceBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { courses, enrollments, sections } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { auditMark, writeRecord } from '../admin-attendance/write-record';

type Actor = { id: number; ip: string | null };

/**
 * POST /api/admin/kindergarten/attendance: marks (or corrects) a child's day in a kindergarten class; one
 * record per student, class and date. Only for a child holding an approved seat in that class. No charge:
 * the monthly subscription covers the sessions.
 */
export async function markAttendance(deps: Deps, actor: Actor, body: z.output<typeof kindergartenAttendanceBody>) {
  const now = deps.clock();
  const today = academyClock(now).date;
  if (body.attendance_date > today)
    throw badRequest('validation_failed', 'The date cannot be in the future.', { attendance_date: ['date_in_future'] });
  return deps.db.transaction(async (tx) => {
    const [section] = await tx
      .select({ id: sections.id, name: sections.name, category: courses.category })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .where(eq(sections.id, body.class_id));
    if (!section) throw notFound('Section not found.', 'section_not_found');
    if (section.category !== 'kindergarten') throw badRequest('not_kindergarten', 'This class is not a kindergarten class.');
    const [seat] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.studentId, body.student_id),
          eq(enrollments.sectionId, section.id),
          eq(enrollments.isActive, true),
          eq(enrollments.status, 'approved'),
        ),
      );
    if (!seat) throw new AppError(409, 'not_enrolled', 'This child has no seat in this class.');
    const by = { actor, now, config: deps.config };
    const record = await writeRecord(
      tx,
      by,
      {
        studentId: body.student_id,
        sectionId: section.id,
        enrollmentId: seat.id,
        date: body.attendance_date,
        status: body.status,
        notes: body.notes,
      },
      'overwrite',
    );
    await auditMark(tx, by, record.id, {
      student_id: body.student_id,
      section_id: section.id,
      date: body.attendance_date,
      status: body.status,
      kindergarten: true,
    });
    return {
      success: true,
      message: 'Attendance marked successfully!',
      attendance: {
        id: record.id,
        student_id: record.studentId,
        class_id: section.id,
        class_name: section.name,
        attendance_date: record.attendanceDate,
        status: record.status,
        notes: record.notes,
      },
    };
  });
}
