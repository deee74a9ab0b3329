import { sql, type SQL } from 'drizzle-orm';
import { academyClock, formatDA } from '@academy/shared';
import type { Deps } from '../../../plugins/deps';
import { rowsOf } from '../../../lib/rows';
import { openChargesSql } from '../../ledger/charges';
import { courseNameIn, courseOfRow, dateIn, type CourseNameRow } from '../events/names';
import { queueManyFamilyMessages, type FamilyMessage } from '../outbox';
import { messagingContext } from '../settings';
import { tryJobLock } from './lock';

/*
 * Payment reminders (issue 26): `payment_due_before` `due_days_before` days before a due date, `payment_due_on`
 * on it and `payment_due_after` `due_days_after` days after it while still unpaid (a setting of 0 days turns
 * that stage off). What is owed comes from the ledger's own queries (ledger/charges.ts: the unpaid charges the
 * ledger's trigger keeps, each with the day it is for); nothing here decides what is owed. The due date of each
 * kind, from what the data model holds:
 * - a monthly seat: its month charge is written at the cycle's 4th attended session (ledger/mark-charges.ts),
 *   a day known only when it comes, so there is no "before": the due date is that charge's day ("on" that day
 *   if it is still unpaid when the job runs, "after" N days later if still unpaid);
 * - a kindergarten subscription: its `next_payment_date` (the renewal day, moved a month on when it is renewed),
 *   while active or pending on an approved, active seat; all three stages, "after" only while it is not renewed;
 * - a debt: session (and renewal remainder) charges are asked for at the door on their session's day, so they
 *   are due that day and only the "after" reminder goes, N days later if still unpaid, one per seat and day.
 * The job runs every 15 minutes; each reminder's key names its stage, the seat or charge and the due date, so
 * only the first run of the day that finds it queues it. One read finds every reminder.
 */

type Kind = 'month' | 'kindergarten' | 'debt';
type Stage = 'before' | 'on' | 'after';

interface DueRow extends CourseNameRow {
  kind: Kind;
  stage: Stage;
  ref: string;
  student: string;
  parent_id: number;
  amount: string;
  due_date: string;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const TEMPLATE = { before: 'payment_due_before', on: 'payment_due_on', after: 'payment_due_after' } as const;

export async function runPaymentDueJob(deps: Pick<Deps, 'db' | 'config'>, now: Date): Promise<number> {
  const today = academyClock(now).date;
  return deps.db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, 'payment-due'))) return 0;
    const { settings } = await messagingContext(tx, deps.config, () => now);
    if (!settings.events.payment_due) return 0;
    const before = settings.due_days_before > 0 ? addDays(today, settings.due_days_before) : null;
    const after = settings.due_days_after > 0 ? addDays(today, -settings.due_days_after) : null;
    // A stage is off when its day is null: `= null` matches nothing.
    const stageOf = (due: SQL) =>
      sql`case when ${due} = ${today}::date then 'on' when ${due} = ${before}::date then 'before' else 'after' end`;
    const rows = await rowsOf<DueRow>(
      tx,
      sql`with open as (${openChargesSql(sql`ch.outstanding > 0 and ch.day in (${today}::date, ${after}::date)`)}),
        due as (
          select 'month' as kind, ${stageOf(sql`o.day`)} as stage, o.id::text as ref, o.student_id, o.enrollment_id,
                 o.outstanding as amount, o.day as due_date
          from open o where o.reason = 'month'
          union all
          select 'debt', 'after', o.enrollment_id::text, o.student_id, o.enrollment_id, sum(o.outstanding), o.day
          from open o where o.reason is distinct from 'month' and o.day = ${after}::date and o.enrollment_id is not null
          group by o.student_id, o.enrollment_id, o.day
          union all
          select 'kindergarten', ${stageOf(sql`kg.next_payment_date`)}, kg.id::text, e.student_id, e.id, kg.amount, kg.next_payment_date
          from kindergarten_subscriptions kg
          join enrollments e on e.id = kg.enrollment_id and e.status = 'approved' and e.is_active
          where kg.status in ('active', 'pending') and kg.next_payment_date in (${before}::date, ${today}::date, ${after}::date)
        )
        select d.kind, d.stage, d.ref, d.amount::text as amount, d.due_date::text as due_date, st.name as student, st.parent_id,
               c.name as course_name, c.name_en as course_name_en, c.name_ar as course_name_ar
        from due d
        join students st on st.id = d.student_id and st.archived_at is null and st.parent_id is not null
        join enrollments e on e.id = d.enrollment_id
        join sections s on s.id = e.section_id
        join courses c on c.id = s.course_id
        order by d.kind, d.ref`,
    );
    const messages = rows.map((r): FamilyMessage => ({
      event: 'payment_due',
      eventKey: `payment_due:${r.stage}:${r.kind}:${r.ref}:${r.due_date}`,
      template: TEMPLATE[r.stage],
      parentIds: [r.parent_id],
      vars: (lang) => ({
        student: r.student,
        amount: formatDA(r.amount, lang),
        due_date: dateIn(lang, r.due_date),
        date: dateIn(lang, r.due_date),
        course: courseNameIn(lang, courseOfRow(r)),
      }),
    }));
    return queueManyFamilyMessages(tx, { config: deps.config, now }, messages);
  });
}
