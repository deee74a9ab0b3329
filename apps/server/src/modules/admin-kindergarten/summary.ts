import { and, eq, isNull, sql } from 'drizzle-orm';
import type { KindergartenClass, KindergartenSummary } from '@academy/shared';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { amount, rowsOf } from '../../lib/rows';
import { loadSections } from '../admin-sections/service';

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
