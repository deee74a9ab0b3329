import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  academyClock,
  renewedPaymentDate,
  subscriptionDue,
  type KindergartenClass,
  type KindergartenEnrollment,
  type KindergartenEnrollmentsResponse,
  type KindergartenSummary,
  type kindergartenAttendanceBody,
  type kindergartenEnrollmentsQuery,
  type renewSubscriptionBody,
  type subscriptionUpdateBody,
} from '@academy/shared';
import type { z } from 'zod';
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
import { audit } from '../../lib/audit';
import { lockStudentLedger } from '../../lib/ledger-lock';
import { earlierEntries, once, type Idempotency, type LedgerEntry } from '../../lib/idempotency';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { amount, rowsOf } from '../../lib/rows';
import { slotsBySection } from '../courses/catalogue-service';
import { sectionSchedule } from '../courses/presenter';
import { loadSections } from '../admin-sections/service';
import { containsPattern, searchTerm } from '../../lib/search-text';

type Actor = { id: number; ip: string | null };

const rate = (attended: number, total: number) => (total > 0 ? Math.round((attended / total) * 100) : 0);

/** GET /api/admin/kindergarten/summary: the four cards, in one query. */
export async function summary(db: Db): Promise<KindergartenSummary> {
  const [row] = await rowsOf<{ kindergarten_courses: number; active_classes: number; enrolled_students: number; monthly_revenue: string }>(
    db,
    sql`
      select
        (select count(*)::int from courses c where c.category = 'kindergarten' and c.archived_at is null) as kindergarten_courses,
        (select count(*)::int from sections s join courses c on c.id = s.course_id
          where c.category = 'kindergarten' and c.archived_at is null and c.is_active and s.is_active) as active_classes,
        (select count(distinct e.student_id)::int from enrollments e join sections s on s.id = e.section_id join courses c on c.id = s.course_id
          where c.category = 'kindergarten' and e.is_active and e.status = 'approved') as enrolled_students,
        (select coalesce(sum(coalesce(kg.amount, c.monthly_price, 0)), 0)::text
          from enrollments e join sections s on s.id = e.section_id join courses c on c.id = s.course_id
          left join kindergarten_subscriptions kg on kg.enrollment_id = e.id
          where c.category = 'kindergarten' and e.is_active and e.status = 'approved') as monthly_revenue`,
  );
  return {
    kindergarten_courses: Number(row?.kindergarten_courses ?? 0),
    active_classes: Number(row?.active_classes ?? 0),
    enrolled_students: Number(row?.enrolled_students ?? 0),
    monthly_revenue: amount(row?.monthly_revenue),
  };
}

/** GET /api/admin/kindergarten/classes: the sections of kindergarten courses (no fixed ids: whatever the academy created). */
export async function classes(db: Db): Promise<{ classes: KindergartenClass[] }> {
  const found = await loadSections(db, and(eq(courses.category, 'kindergarten'), isNull(courses.archivedAt)));
  return {
    classes: found.map((s) => ({
      id: s.id,
      name: s.name,
      section_name: s.name,
      course_id: s.course_id,
      course_name: s.course_name,
      course_name_ar: s.course.name_ar,
      schedule: s.schedule,
      slots: s.slots,
      schedule_type: !s.slots.length ? 'unscheduled' : s.multi_day_schedule ? 'multi' : 'single',
      start_time: s.start_time,
      end_time: s.end_time,
      enrolled_students: s.current_students,
      max_students: s.max_students,
      is_active: s.is_active,
      status: s.is_active ? 'active' : 'inactive',
    })),
  };
}

/** Which tab of the enrollment list a subscription falls in, today. */
const bucket = (today: string) => sql`case
  when coalesce(kg.status, 'pending') in ('expired', 'suspended') then 'expired'
  when coalesce(kg.status, 'pending') = 'pending' or kg.next_payment_date <= ${today}::date then 'pending_payment'
  else 'active' end`;

interface EnrollmentRow {
  id: number;
  student_id: number;
  student_name: string;
  parent_name: string | null;
  parent_phone: string | null;
  student_phone: string | null;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  section_id: number;
  section_name: string;
  subscription_status: 'active' | 'pending' | 'expired' | 'suspended';
  amount: string;
  next_payment_date: string | null;
  payment_notes: string | null;
  enrolled_at: string;
  attended: number;
  total_sessions: number;
  total: number;
}

/** The active kindergarten seats (approved), with their subscription: the rows of the list (attendance is read for the page only). */
function enrollmentsSql(today: string, where: ReturnType<typeof sql>) {
  return sql`
    select e.id, e.student_id, st.name as student_name, p.full_name as parent_name, p.phone as parent_phone, st.phone as student_phone,
           c.id as course_id, c.name as course_name, c.name_ar as course_name_ar, s.id as section_id, s.name as section_name,
           coalesce(kg.status, 'pending') as subscription_status, coalesce(kg.amount, c.monthly_price, 0)::text as amount,
           kg.next_payment_date::text as next_payment_date, kg.payment_notes, to_char(e.enrolled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as enrolled_at,
           ${bucket(today)} as bucket
    from enrollments e
    join sections s on s.id = e.section_id
    join courses c on c.id = s.course_id
    join students st on st.id = e.student_id
    left join parents p on p.id = st.parent_id
    left join kindergarten_subscriptions kg on kg.enrollment_id = e.id
    where c.category = 'kindergarten' and e.is_active and e.status = 'approved' and ${where}`;
}

function presentEnrollment(r: EnrollmentRow, today: string): KindergartenEnrollment {
  const monthly = amount(r.amount);
  const due = subscriptionDue(r.next_payment_date, today);
  const attended = Number(r.attended);
  const total = Number(r.total_sessions);
  return {
    id: r.id,
    enrollment_id: r.id,
    student_id: r.student_id,
    student_name: r.student_name,
    subscription_status: r.subscription_status,
    parent_name: r.parent_name,
    parent_phone: r.parent_phone,
    phone: r.parent_phone ?? r.student_phone,
    course_id: r.course_id,
    course_name: r.course_name,
    course_name_ar: r.course_name_ar,
    class_id: r.section_id,
    section_id: r.section_id,
    class_name: r.section_name,
    monthly_amount: monthly,
    subscription_amount: monthly,
    next_payment_date: r.next_payment_date,
    next_subscription_date: r.next_payment_date,
    ...due,
    attendance: { attended, total, rate: rate(attended, total) },
    sessions_attended: attended,
    total_sessions: total,
    attendance_rate: rate(attended, total),
    enrollment_date: r.enrolled_at,
    payment_notes: r.payment_notes,
  };
}

/**
 * GET /api/admin/kindergarten/enrollments: one page of kindergarten seats with subscription, due state and
 * attendance, the tab counts (search applied), in two queries. Tabs: active (paid up), pending_payment
 * (never paid, or due today / overdue), expired (expired or suspended).
 */
export async function listEnrollments(
  deps: Deps,
  q: z.output<typeof kindergartenEnrollmentsQuery>,
): Promise<KindergartenEnrollmentsResponse> {
  const today = academyClock(deps.clock()).date;
  const search = q.search ? searchTerm(q.search) : '';
  const searched = search ? sql`st.search_text like ${containsPattern(search)}` : sql`true`;
  const base = enrollmentsSql(today, searched);
  const filtered = q.filter === 'all' ? sql`true` : sql`k.bucket = ${q.filter}`;
  const [rows, counted] = await Promise.all([
    rowsOf<EnrollmentRow>(
      deps.db,
      sql`select k.*, coalesce(a.attended, 0)::int as attended, coalesce(a.total, 0)::int as total_sessions
          from (
            select k.*, (count(*) over ())::int as total from (${base}) k where ${filtered}
            order by k.next_payment_date asc nulls last, k.student_name, k.id limit ${q.limit} offset ${q.offset}
          ) k
          left join lateral (
            select count(*) filter (where ar.status in ('present', 'late')) as attended, count(*) as total
            from attendance_records ar where ar.student_id = k.student_id and ar.section_id = k.section_id
          ) a on true
          order by k.next_payment_date asc nulls last, k.student_name, k.id`,
    ),
    rowsOf<{ bucket: string; n: number }>(deps.db, sql`select k.bucket, count(*)::int as n from (${base}) k group by k.bucket`),
  ]);
  const counts = { all: 0, active: 0, pending_payment: 0, expired: 0 };
  for (const c of counted) {
    counts[c.bucket as keyof typeof counts] = Number(c.n);
    counts.all += Number(c.n);
  }
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.offset > 0) total = q.filter === 'all' ? counts.all : counts[q.filter];
  return { enrollments: rows.map((r) => presentEnrollment(r, today)), total, limit: q.limit, offset: q.offset, counts };
}

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
        attended: sql<number>`(count(*) filter (where ${attendanceRecords.status} in ('present', 'late')))::int`,
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
    rowsOf<{ charged: string; paid: string; outstanding: string }>(
      deps.db,
      sql`select coalesce(sum(amount) filter (where kind <> 'payment'), 0)::text as charged, coalesce(sum(amount) filter (where kind = 'payment'), 0)::text as paid,
                 (coalesce(sum(amount) filter (where kind <> 'payment'), 0) - coalesce(sum(amount) filter (where kind = 'payment'), 0))::text as outstanding
          from ledger_entries where enrollment_id = ${id}`,
    ),
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

/** A kindergarten enrollment locked for a subscription change, with its subscription (created when missing). */
async function lockKindergarten(tx: Tx, id: number, now: Date) {
  const [owner] = await tx.select({ studentId: enrollments.studentId }).from(enrollments).where(eq(enrollments.id, id));
  if (owner) await lockStudentLedger(tx, owner.studentId);
  const [row] = await tx
    .select({ enrollment: enrollments, course: { id: courses.id, category: courses.category, monthlyPrice: courses.monthlyPrice } })
    .from(enrollments)
    .innerJoin(sections, eq(sections.id, enrollments.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(eq(enrollments.id, id))
    .for('update', { of: enrollments });
  if (!row) throw notFound('Enrollment not found.', 'enrollment_not_found');
  if (row.course.category !== 'kindergarten')
    throw badRequest('not_kindergarten', 'This enrollment is not in a kindergarten course: it has no monthly subscription.');
  await tx
    .insert(kindergartenSubscriptions)
    .values({
      enrollmentId: id,
      status: 'pending',
      amount: row.course.monthlyPrice ?? '0',
      nextPaymentDate: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [sub] = await tx.select().from(kindergartenSubscriptions).where(eq(kindergartenSubscriptions.enrollmentId, id)).for('update');
  return { enrollment: row.enrollment, subscription: sub! };
}

const presentSubscription = (s: typeof kindergartenSubscriptions.$inferSelect, today: string) => ({
  enrollment_id: s.enrollmentId,
  subscription_status: s.status,
  subscription_amount: amount(s.amount),
  next_subscription_date: s.nextPaymentDate,
  next_payment_date: s.nextPaymentDate,
  payment_notes: s.paymentNotes,
  ...subscriptionDue(s.nextPaymentDate, today),
});

/**
 * PUT /api/admin/enrollments/{id}: the subscription edit form (spec 7: renew sends status, next date and
 * notes; update adds the amount). Changes the subscription only; money is recorded by the renew action.
 */
export async function updateSubscription(deps: Deps, actor: Actor, id: number, body: z.output<typeof subscriptionUpdateBody>) {
  const now = deps.clock();
  const today = academyClock(now).date;
  return deps.db.transaction(async (tx) => {
    const { subscription } = await lockKindergarten(tx, id, now);
    const [saved] = await tx
      .update(kindergartenSubscriptions)
      .set({
        status: body.subscription_status,
        ...(body.subscription_amount !== undefined ? { amount: body.subscription_amount } : {}),
        ...(body.next_subscription_date !== undefined ? { nextPaymentDate: body.next_subscription_date } : {}),
        ...(body.payment_notes !== undefined ? { paymentNotes: body.payment_notes } : {}),
        updatedAt: now,
      })
      .where(eq(kindergartenSubscriptions.id, subscription.id))
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'subscription.updated',
      entity: 'enrollment',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: {
        from: { status: subscription.status, amount: subscription.amount, next: subscription.nextPaymentDate },
        to: { status: saved!.status, amount: saved!.amount, next: saved!.nextPaymentDate },
      },
    });
    return { success: true, message: 'Subscription updated successfully!', subscription: presentSubscription(saved!, today) };
  });
}

const chargeKey = (key: string) => `${key}:charge`;

/** What a renewal wrote (its charge, and its payment when one was taken), read back: the answer to a retried request. */
async function earlierRenewal(db: Db | Tx, enrollmentId: number, entries: LedgerEntry[], today: string) {
  if (entries.some((e) => e.enrollmentId !== enrollmentId)) {
    throw conflict('idempotency_key_reused', 'This request key was already used for another payment.');
  }
  const charge = entries.find((e) => e.kind === 'charge')!;
  const payment = entries.find((e) => e.kind === 'payment') ?? null;
  const [sub] = await db.select().from(kindergartenSubscriptions).where(eq(kindergartenSubscriptions.enrollmentId, enrollmentId));
  return {
    success: true,
    replayed: true,
    message: 'Subscription renewed successfully!',
    subscription: presentSubscription(sub!, today),
    charge: { id: charge.id, amount: amount(charge.amount) },
    payment: payment ? { id: payment.id, amount: amount(payment.amount), payment_method: payment.method } : null,
  };
}

/**
 * POST /api/admin/enrollments/{id}/renew (spec 4): the subscription becomes active for one more calendar
 * month (after the current due date, or after today when none is set), and the month's charge and its
 * payment go to the ledger in the same transaction. A retried request (the same key, or without one the
 * same request moments later: lib/idempotency) returns the first result and renews and pays once.
 */
export async function renewSubscription(
  deps: Deps,
  actor: Actor,
  id: number,
  body: z.output<typeof renewSubscriptionBody>,
  idem: Idempotency,
) {
  const now = deps.clock();
  const today = academyClock(now).date;
  const also = (k: string) => [chargeKey(k)];
  return once(
    deps.db,
    idem,
    async (tx) => {
      const { enrollment, subscription } = await lockKindergarten(tx, id, now);
      // Checked under the lock: a retry that waited for the first request sees what it wrote.
      const earlier = await earlierEntries(tx, idem, also);
      if (earlier.length) return earlierRenewal(tx, id, earlier, today);
      if (!enrollment.isActive || enrollment.status !== 'approved') {
        throw conflict('enrollment_not_active', 'This seat has ended or is not approved: its subscription cannot be renewed.');
      }
      const monthly = subscription.amount;
      const paying = body.amount ?? monthly;
      const [check] = await rowsOf<{ over: boolean }>(tx, sql`select ${paying}::numeric > ${monthly}::numeric as over`);
      if (check?.over)
        throw badRequest('validation_failed', 'The amount paid cannot be more than the month’s price.', { amount: ['amount_above_price'] });
      if (Number(monthly) <= 0)
        throw badRequest('validation_failed', 'Set the monthly amount of this subscription first.', { subscription_amount: ['required'] });

      const next = renewedPaymentDate(subscription.nextPaymentDate, today);
      const note = `Kindergarten subscription until ${next}`;
      const [charge] = await tx
        .insert(ledgerEntries)
        .values({
          kind: 'charge',
          reason: 'subscription',
          amount: monthly,
          studentId: enrollment.studentId,
          enrollmentId: id,
          note,
          recordedBy: actor.id,
          idempotencyKey: chargeKey(idem.key),
          requestFingerprint: idem.fingerprint,
          occurredAt: now,
          createdAt: now,
        })
        .returning();
      const [payment] =
        Number(paying) > 0
          ? await tx
              .insert(ledgerEntries)
              .values({
                kind: 'payment',
                amount: paying,
                method: body.payment_method,
                studentId: enrollment.studentId,
                enrollmentId: id,
                appliesToEntryId: charge!.id,
                note,
                recordedBy: actor.id,
                idempotencyKey: idem.key,
                requestFingerprint: idem.fingerprint,
                occurredAt: now,
                createdAt: now,
              })
              .returning()
          : [];
      const [saved] = await tx
        .update(kindergartenSubscriptions)
        .set({
          status: 'active',
          nextPaymentDate: next,
          ...(body.payment_notes ? { paymentNotes: body.payment_notes } : {}),
          updatedAt: now,
        })
        .where(eq(kindergartenSubscriptions.id, subscription.id))
        .returning();
      await audit(tx, {
        actorId: actor.id,
        action: 'subscription.renewed',
        entity: 'enrollment',
        entityId: id,
        ip: actor.ip,
        at: now,
        data: {
          from: subscription.nextPaymentDate,
          to: next,
          charge_id: charge!.id,
          payment_id: payment?.id ?? null,
          amount: paying,
          method: body.payment_method,
        },
      });
      return {
        success: true,
        replayed: false,
        message: 'Subscription renewed successfully!',
        subscription: presentSubscription(saved!, today),
        charge: { id: charge!.id, amount: amount(charge!.amount) },
        payment: payment ? { id: payment.id, amount: amount(payment.amount), payment_method: payment.method } : null,
      };
    },
    (db, entries) => earlierRenewal(db, id, entries, today),
    also,
  );
}

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
    const [record] = await tx
      .insert(attendanceRecords)
      .values({
        studentId: body.student_id,
        sectionId: section.id,
        enrollmentId: seat.id,
        attendanceDate: body.attendance_date,
        status: body.status,
        notes: body.notes ?? null,
        markedBy: actor.id,
        markedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [attendanceRecords.studentId, attendanceRecords.sectionId, attendanceRecords.attendanceDate],
        set: { status: body.status, notes: body.notes ?? null, enrollmentId: seat.id, markedBy: actor.id, markedAt: now, updatedAt: now },
      })
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'attendance.marked',
      entity: 'attendance_record',
      entityId: record!.id,
      ip: actor.ip,
      at: now,
      data: { student_id: body.student_id, section_id: section.id, date: body.attendance_date, status: body.status, kindergarten: true },
    });
    return {
      success: true,
      message: 'Attendance marked successfully!',
      attendance: {
        id: record!.id,
        student_id: record!.studentId,
        class_id: section.id,
        class_name: section.name,
        attendance_date: record!.attendanceDate,
        status: record!.status,
        notes: record!.notes,
      },
    };
  });
}
