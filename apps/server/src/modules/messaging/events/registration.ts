import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../lib/rows';
import { queueFamilyMessages } from '../outbox';
import { courseNameIn, courseOfRow, type CourseNameRow } from './names';

/**
 * A registration decided (issue 26): `registration_approved` or `registration_rejected` (with the reason) to the
 * family of the registration's student, in the decision's transaction; once per registration and decision.
 */
export async function queueRegistrationDecision(
  tx: Tx,
  ctx: { config: Config; now: Date; actorId: number },
  registrationId: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<void> {
  const [row] = await rowsOf<CourseNameRow & { student: string; parent_id: number | null }>(
    tx,
    sql`select st.name as student, st.parent_id, c.name as course_name, c.name_en as course_name_en, c.name_ar as course_name_ar
        from registrations r join students st on st.id = r.student_id join courses c on c.id = r.course_id
        where r.id = ${registrationId}`,
  );
  if (!row?.parent_id) return;
  await queueFamilyMessages(
    tx,
    { config: ctx.config, now: ctx.now },
    {
      event: 'registration_decided',
      eventKey: `registration:${registrationId}:${decision}`,
      template: decision === 'approved' ? 'registration_approved' : 'registration_rejected',
      parentIds: [row.parent_id],
      vars: (lang) => ({ student: row.student, course: courseNameIn(lang, courseOfRow(row)), reason: reason ?? '' }),
      createdBy: ctx.actorId,
    },
  );
}
