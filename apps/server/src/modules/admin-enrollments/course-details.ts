import { and, desc, eq, sql } from 'drizzle-orm';
import { academyClock, subscriptionDue } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import {
  attendanceRecords,
  courses,
  enrollments,
  kindergartenSubscriptions,
  ledgerEntries,
  parents,
  sections,
  students,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { amount } from '../../lib/rows';
import { slotsBySection } from '../courses/catalogue-service';
import { sectionSchedule } from '../courses/presenter';
import { attendedSql } from '../ledger/attended';
import { enrollmentBalance } from '../ledger/balances';

const rate = (attended: number, total: number) => (total > 0 ? Math.round((attended / total) * 100) : 0);

async function enrollmentWithCourse(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      enrollment: enrollments,
      section: sections,
      course: courses,
      student: { id: students.id, name: students.name, phone: students.phone },
      parent: { name: parents.fullName, phone: parents.phone },
    })
    .from(enrollments)
    .innerJoin(sections, eq(sections.id, enrollments.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .where(eq(enrollments.id, id));
  if (!row) throw notFound('Enrollment not found.', 'enrollment_not_found');
  return row;
}

/** GET /api/admin/enrollments/{id}/course-details: the details modal (course, class, subscription, attendance, money), view only. */
export async function courseDetails(deps: Deps, id: number) {
  const today = academyClock(deps.clock()).date;
  const row = await enrollmentWithCourse(deps.db, id);
  const { enrollment: e, section, course } = row;
  const [slots, [sub], [stats], recent, [money], payments] = await Promise.all([
    slotsBySection(deps.db, [section.id]),
    deps.db.select().from(kindergartenSubscriptions).where(eq(kindergartenSubscriptions.enrollmentId, id)),
    deps.db
      .select({
        attended: sql<number>`(count(*) filter (where ${attendedSql(attendanceRecords.status)}))::int`,
        absent: sql<number>`(count(*) filter (where ${attendanceRecords.status} = 'absent'))::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.studentId, e.studentId), eq(attendanceRecords.sectionId, section.id))),
    deps.db
      .select({
        id: attendanceRecords.id,
        date: attendanceRecords.attendanceDate,
        status: attendanceRecords.status,
        notes: attendanceRecords.notes,
      })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.studentId, e.studentId), eq(attendanceRecords.sectionId, section.id)))
      .orderBy(desc(attendanceRecords.attendanceDate))
      .limit(10),
    enrollmentBalance(deps.db, id).then((b) => [b]),
    deps.db
      .select({
        id: ledgerEntries.id,
        amount: ledgerEntries.amount,
        method: ledgerEntries.method,
        note: ledgerEntries.note,
        occurredAt: ledgerEntries.occurredAt,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.enrollmentId, id), eq(ledgerEntries.kind, 'payment')))
      .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.id))
      .limit(10),
  ]);
  const isKindergarten = course.category === 'kindergarten';
  const monthly = sub?.amount ?? course.monthlyPrice;
  const price = course.pricingType === 'monthly' ? course.monthlyPrice : course.sessionPrice;
  const attended = Number(stats?.attended ?? 0);
  const total = Number(stats?.total ?? 0);
  return {
    enrollment: {
      id: e.id,
      enrollment_id: e.id,
      enrollment_status: e.status,
      is_active: e.isActive,
      enrollment_date: e.enrolledAt.toISOString(),
      student_id: row.student.id,
      student_name: row.student.name,
      parent_name: row.parent?.name ?? null,
      parent_phone: row.parent?.phone ?? null,
      phone: row.parent?.phone ?? row.student.phone,
      course_id: course.id,
      course_name: course.name,
      course_name_ar: course.nameAr,
      class_id: section.id,
      section_id: section.id,
      class_name: section.name,
      section_name: section.name,
      schedule: sectionSchedule(slots.get(section.id), section.scheduleNote),
      slots: slots.get(section.id) ?? [],
      pricing_type: course.pricingType,
      payment_type: course.pricingType,
      is_kindergarten: isKindergarten,
      course_price: price === null ? null : Number(price),
      subscription_status: isKindergarten ? (sub?.status ?? 'pending') : null,
      subscription_amount: isKindergarten && monthly !== null ? Number(monthly) : null,
      next_subscription_date: sub?.nextPaymentDate ?? null,
      next_payment_date: sub?.nextPaymentDate ?? null,
      ...(isKindergarten ? subscriptionDue(sub?.nextPaymentDate ?? null, today) : { days_left: null, due_state: null }),
      payment_notes: sub?.paymentNotes ?? null,
      sessions_attended: attended,
      total_sessions: total,
      attendance_rate: rate(attended, total),
    },
    course: {
      id: course.id,
      name: course.name,
      name_en: course.nameEn,
      name_ar: course.nameAr,
      description: course.description,
      category: course.category,
      level: course.level,
      grade: course.grade,
      pricing_type: course.pricingType,
      monthly_price: course.monthlyPrice === null ? null : Number(course.monthlyPrice),
      session_price: course.sessionPrice === null ? null : Number(course.sessionPrice),
      image_url: course.imageUrl,
    },
    attendance: {
      attended,
      absent: Number(stats?.absent ?? 0),
      total,
      rate: rate(attended, total),
      recent: recent.map((r) => ({ id: r.id, attendance_date: r.date, status: r.status, notes: r.notes })),
    },
    money: { charged: amount(money?.charged), paid: amount(money?.paid), outstanding: amount(money?.outstanding) },
    payments: payments.map((p) => ({
      id: p.id,
      amount: amount(p.amount),
      payment_method: p.method,
      note: p.note,
      payment_date: p.occurredAt.toISOString(),
    })),
  };
}
