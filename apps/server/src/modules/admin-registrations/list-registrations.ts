import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  academyClock,
  ageOn,
  type AdminRegistration,
  type AdminRegistrationsResponse,
  type adminRegistrationsQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { courses, enrollments, ledgerEntries, parents, registrations, sections, students, users } from '../../db/schema';
import { expirePendingRequests, pendingCutoff } from '../courses/seats';
import { containsPattern, searchTerm } from '../../lib/search-text';

type Query = z.output<typeof adminRegistrationsQuery>;

function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  return { first: parts[0] ?? '', last: parts.slice(1).join(' ') };
}

/** GET /api/admin/registrations: one page of requests with everything the cards and details show, in two queries plus counts. */
export async function listRegistrations(deps: Deps, q: Query): Promise<AdminRegistrationsResponse> {
  const { db } = deps;
  // Requests older than PENDING_REQUEST_HOURS are expired first (rejected, EXPIRED_REASON): they no longer hold a seat.
  const now = deps.clock();
  await expirePendingRequests(db, now, pendingCutoff(now, deps.config.PENDING_REQUEST_HOURS));
  const where: SQL[] = [];
  if (q.status && q.status !== 'all') where.push(eq(registrations.status, q.status));
  if (q.course_id) where.push(eq(registrations.courseId, q.course_id));
  const search = q.search ? searchTerm(q.search) : '';
  if (search) {
    const like = containsPattern(search);
    where.push(sql`(${students.searchText} like ${like} or lower(coalesce(${users.email}, '')) like ${like})`);
  }
  const today = academyClock(deps.clock()).date;
  const paid = sql<boolean>`exists (
    select 1 from ${ledgerEntries} p join ${enrollments} e on e.id = p.enrollment_id
    where e.registration_id = ${registrations.id} and p.kind = 'payment')`;
  const rows = await db
    .select({
      r: registrations,
      student: { id: students.id, name: students.name, dateOfBirth: students.dateOfBirth },
      course: {
        name: courses.name,
        nameAr: courses.nameAr,
        pricingType: courses.pricingType,
        sessionPrice: courses.sessionPrice,
        monthlyPrice: courses.monthlyPrice,
      },
      user: { email: users.email, phone: users.phone },
      parent: { fullName: parents.fullName, phone: parents.phone },
      sectionName: sections.name,
      paid,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(registrations)
    .innerJoin(students, eq(students.id, registrations.studentId))
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(users, eq(users.id, registrations.userId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(sections, eq(sections.id, registrations.sectionId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`case when ${registrations.status} = 'pending' then 0 else 1 end`, desc(registrations.createdAt), desc(registrations.id))
    .limit(q.limit)
    .offset(q.offset);

  const [countRows, courseRows] = await Promise.all([
    db.select({ status: registrations.status, n: count() }).from(registrations).groupBy(registrations.status),
    db
      .selectDistinct({ id: courses.id, name: courses.name, name_ar: courses.nameAr })
      .from(courses)
      .innerJoin(registrations, eq(registrations.courseId, courses.id))
      .orderBy(courses.name),
  ]);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const c of countRows) counts[c.status] = Number(c.n);

  return {
    registrations: rows.map((row): AdminRegistration => {
      const { first, last } = splitName(row.student.name);
      const price = row.course.pricingType === 'monthly' ? row.course.monthlyPrice : row.course.sessionPrice;
      return {
        id: row.r.id,
        status: row.r.status,
        created_at: row.r.createdAt.toISOString(),
        registration_date: row.r.createdAt.toISOString(),
        course_id: row.r.courseId,
        course_name: row.course.name,
        course_name_ar: row.course.nameAr,
        student_id: row.student.id,
        student: { id: row.student.id, name: row.student.name },
        first_name: first,
        last_name: last,
        email: row.user?.email ?? null,
        phone: row.user?.phone ?? null,
        age: ageOn(row.student.dateOfBirth, today),
        parent_name: row.parent?.fullName ?? null,
        parent_phone: row.parent?.phone ?? null,
        price: price === null ? null : Number(price),
        message: row.r.message,
        payment_status: row.paid ? 'paid' : 'pending',
        rejection_reason: row.r.rejectionReason,
        section_id: row.r.sectionId,
        section_name: row.sectionName,
        decided_at: row.r.decidedAt?.toISOString() ?? null,
      };
    }),
    total: Number(rows[0]?.total ?? 0),
    counts,
    courses: courseRows,
  };
}
