import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  academyClock,
  ageOn,
  normalizeSearch,
  studentPaymentStatus,
  enrollmentPaymentStatus,
  type AdminStudentCourse,
  type AdminStudentDetailed,
  type AdminStudentsResponse,
  type adminStudentsQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { courses, enrollments, parents, rooms, sections, students, users } from '../../db/schema';

/** A section's teacher: a user, apart from the parent's user the page joins. */
const teacher = alias(users, 'teacher');
import { rowsOf } from '../../lib/rows';
import { slotsBySection } from '../courses/catalogue-service';
import { sectionSchedule } from '../courses/presenter';
import { attendedOf } from '../ledger/attended';
import { studentTotals } from '../ledger/balances';
import { enrollmentMoney } from '../ledger/enrollment-money';
import { notArchived, studentConditions } from './filters';
import { summaryCards } from './summary-cards';
import { recentAttendance, recentPayments, paymentStatusByType } from './recent-activity';

type Query = z.output<typeof adminStudentsQuery>;

/**
 * GET /api/admin/students/detailed: one page of students with their parent, seats, money and attendance.
 * A fixed number of queries whatever the page size: the page, the count, its enrollments, their slots,
 * their money, attendance counts (kept per seat), ledger totals, and the summary cards.
 */
export async function listStudentsDetailed(deps: Deps, q: Query & { id?: number }): Promise<AdminStudentsResponse> {
  const { db } = deps;
  const clock = academyClock(deps.clock());
  const where = studentConditions(q, clock);
  // A payment filter settles every student's seats, and a search reads every student's text, before the
  // first row comes (no early stop on the created_at index): the page counts its matches as it goes,
  // instead of a second query doing all that again.
  const countWithPage = q.payment !== undefined || Boolean(q.search && normalizeSearch(q.search));
  // The page's students are picked (filtered, counted, ordered, cut) by a statement PGlite plans once
  // (rowsOf), before their parents are joined: a filter that matches a thousand students joins 25 parents.
  // Counted with the page, the matches are gathered first (materialized): under the LIMIT, PostgreSQL costs
  // the filter as if it stopped after 25 rows and may test it student by student (one spelling of the overdue
  // set took 55 s at 10x so, rescanning every overdue seat per student), though the count reads them all.
  const picked = await rowsOf<{ id: number; total: number }>(
    db,
    countWithPage
      ? sql`with matched as materialized (select "students"."id", "students"."created_at" from "students" where ${and(notArchived, ...where)})
            select id, (count(*) over ())::int as total from matched order by created_at desc, id desc limit ${q.limit} offset ${q.offset}`
      : sql`select "students"."id" as id, 0 as total from "students" where ${and(notArchived, ...where)}
            order by "students"."created_at" desc, "students"."id" desc limit ${q.limit} offset ${q.offset}`,
  );
  const ids = picked.map((p) => p.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const people = ids.length
    ? await db
        .select({ student: students, parent: parents, parentUser: { emailVerified: users.emailVerified } })
        .from(students)
        .leftJoin(parents, eq(parents.id, students.parentId))
        .leftJoin(users, eq(users.id, parents.userId))
        .where(inArray(students.id, ids))
    : [];
  const personOf = new Map(people.map((p) => [p.student.id, p]));
  const page = ids.flatMap((id) => personOf.get(id) ?? []);

  const [counted, seatRows, money, attendance, totals, summary, marks, payments] = await Promise.all([
    // Counting apart from the page lets the page walk the created_at index and stop after `limit` rows;
    // with no filter the summary's total is the count.
    countWithPage && picked.length
      ? Promise.resolve([{ n: Number(picked[0]!.total) }])
      : where.length
        ? db
            .select({ n: sql<number>`count(*)::int` })
            .from(students)
            .where(and(notArchived, ...where))
        : Promise.resolve(undefined),
    ids.length
      ? db
          .select({
            enrollment: enrollments,
            section: { id: sections.id, name: sections.name, note: sections.scheduleNote },
            // The section's teacher and room, by key (issue 25).
            teacherName: teacher.fullName,
            roomName: rooms.name,
            course: {
              id: courses.id,
              name: courses.name,
              nameAr: courses.nameAr,
              category: courses.category,
              pricingType: courses.pricingType,
            },
          })
          .from(enrollments)
          .innerJoin(sections, eq(sections.id, enrollments.sectionId))
          .innerJoin(courses, eq(courses.id, sections.courseId))
          .leftJoin(teacher, eq(teacher.id, sections.teacherId))
          .leftJoin(rooms, eq(rooms.id, sections.roomId))
          .where(and(inArray(enrollments.studentId, ids), inArray(enrollments.status, ['pending', 'approved'])))
          .orderBy(asc(enrollments.enrolledAt))
      : Promise.resolve([]),
    enrollmentMoney(db, ids, clock.date),
    ids.length
      ? rowsOf<{ student_id: number; enrollment_id: number | null; total: number; present: number; absent: number; late: number }>(
          db,
          // Each seat's counts as its records' trigger keeps them (migration 0016), and the few records whose
          // enrollment was deleted (a partial index, migration 0017).
          sql`select e.student_id, ea.enrollment_id, ea.total, ea.present, ea.absent, ea.late
              from enrollment_attendance ea join enrollments e on e.id = ea.enrollment_id
              where e.student_id in (${idList}) and ea.total > 0
              union all
              select student_id, null, count(*)::int, (count(*) filter (where status = 'present'))::int,
                     (count(*) filter (where status = 'absent'))::int, (count(*) filter (where status = 'late'))::int
              from attendance_records where student_id in (${idList}) and enrollment_id is null
              group by student_id`,
        )
      : Promise.resolve([]),
    studentTotals(db, ids),
    summaryCards(deps, clock),
    q.include_attendance && ids.length ? recentAttendance(deps, idList, `${clock.date.slice(0, 7)}-01`) : Promise.resolve(null),
    q.include_payments && ids.length ? recentPayments(deps, idList) : Promise.resolve(null),
  ]);
  const slots = await slotsBySection(db, [...new Set(seatRows.map((r) => r.section.id))]);
  const moneyByEnrollment = new Map(money.map((m) => [m.enrollment_id, m]));

  const students_ = page.map(({ student: s, parent: p, parentUser }): AdminStudentDetailed => {
    const seats = seatRows.filter((r) => r.enrollment.studentId === s.id);
    const mine = attendance.filter((a) => a.student_id === s.id);
    const sum = (k: 'total' | 'present' | 'absent' | 'late') => mine.reduce((n, a) => n + a[k], 0);
    const records = sum('total');
    const attended = attendedOf({ present: sum('present'), late: sum('late') });
    const courseItems: AdminStudentCourse[] = seats.map((r) => {
      const m = moneyByEnrollment.get(r.enrollment.id);
      const a = mine.find((x) => x.enrollment_id === r.enrollment.id);
      const kind = r.course.category === 'kindergarten' ? 'kindergarten' : r.course.pricingType;
      const status = m
        ? enrollmentPaymentStatus({
            kind,
            outstanding: m.outstanding,
            sessionsThisMonth: m.sessions_this_month,
            nextPaymentDate: m.next_payment_date,
            today: clock.date,
          })
        : 'paid';
      return {
        id: r.course.id,
        name: r.course.name,
        name_ar: r.course.nameAr,
        class_name: r.section.name,
        class_id: r.section.id,
        category: r.course.category,
        pricing_type: r.course.pricingType,
        enrollment_id: r.enrollment.id,
        enrollment_status: r.enrollment.status,
        is_active: r.enrollment.isActive,
        enrollment_date: r.enrollment.enrolledAt.toISOString(),
        schedule: sectionSchedule(slots.get(r.section.id), r.section.note),
        teacher_name: r.teacherName,
        room_name: r.roomName,
        payment_status: status,
        unpaid_amount: Math.max(0, m?.outstanding ?? 0),
        sessions_this_month: m?.sessions_this_month ?? 0,
        attendance_rate: a?.total ? Math.round((attendedOf(a) / a.total) * 100) : 0,
        attendance_records: a?.total ?? 0,
      };
    });
    const active = courseItems.filter((c) => c.is_active && c.enrollment_status === 'approved');
    const t = totals.get(s.id);
    const debt = Math.max(0, t?.debt ?? 0);
    return {
      id: s.id,
      name: s.name,
      full_name: s.name,
      age: ageOn(s.dateOfBirth, clock.date),
      date_of_birth: s.dateOfBirth,
      gender: s.gender,
      email: s.email,
      phone: s.phone,
      phone_number: s.phone,
      barcode: s.barcode,
      created_at: s.createdAt.toISOString(),
      profile_picture_url: s.profilePictureUrl,
      parent: p
        ? {
            id: p.id,
            name: p.fullName,
            email: p.email,
            phone: p.phone,
            mobile_app_enabled: p.mobileAppEnabled,
            mobile_username: p.mobileUsername,
            user_email_verified: parentUser?.emailVerified ?? null,
          }
        : null,
      status: { is_enrolled: active.length > 0, mobile_app_enabled: s.mobileAppEnabled, has_parent: Boolean(p), is_inactive: !s.isActive },
      enrollment_info: { total_enrollments: courseItems.length, active_enrollments: active.length, total_debt: debt, courses: courseItems },
      attendance_stats: {
        attendance_rate: records ? Math.round((attended / records) * 100) : 0,
        total_records: records,
        present_count: sum('present'),
        absent_count: sum('absent'),
        late_count: sum('late'),
        ...(q.include_attendance ? { monthly_sessions_attended: marks?.monthly.get(s.id) ?? 0 } : {}),
      },
      payment_stats: { total_paid: t?.paid ?? 0, sessions_attended: attended },
      payment_status: paymentStatusByType(active),
      overall_payment_status: studentPaymentStatus(active.map((c) => c.payment_status)),
      total_debt: debt,
      // A student_balances row exists once the student has any ledger entry (the ledger is append-only).
      has_history: t !== undefined || records > 0,
      mobile_credentials: { username: s.mobileUsername, password_set: Boolean(s.mobilePasswordHash), app_enabled: s.mobileAppEnabled },
      ...(q.include_attendance ? { recent_attendance: marks?.recent.get(s.id) ?? [] } : {}),
      ...(q.include_payments ? { recent_payments: payments?.get(s.id) ?? [] } : {}),
    };
  });

  const cards = summary[0] ?? { total: 0, active: 0, total_enrollments: 0, live_sessions: 0 };
  const total = counted ? Number(counted[0]?.n ?? 0) : cards.total;
  return {
    students: students_,
    total,
    limit: q.limit,
    offset: q.offset,
    summary: {
      total: cards.total,
      active: cards.active,
      live_sessions: cards.live_sessions,
      total_enrollments: cards.total_enrollments,
      filtered: total,
    },
  };
}
