import { sql } from 'drizzle-orm';
import type { indebtedUsersQuery } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { amount, rowsOf } from '../../lib/rows';
import { openChargesSql } from '../ledger/charges';
import { indebtedUsers } from '../attendance/indebted-users';

/** One unpaid charge in the pending payments view. */
export interface PendingCharge {
  charge_id: number;
  reason: string | null;
  enrollment_id: number | null;
  course_name: string | null;
  course_name_ar: string | null;
  course_name_fr: string | null;
  section_name: string | null;
  date: string;
  amount: number;
  outstanding: number;
}

/**
 * GET /api/payments/admin/pending (spec 7 pending_payments): the indebted students (same filters, order
 * and pages as the indebted users list), each with its unpaid charges oldest first. Two queries.
 */
export async function pendingPayments(deps: Deps, q: z.output<typeof indebtedUsersQuery>) {
  const page = await indebtedUsers(deps, q);
  const ids = page.users.map((u) => u.student_id);
  const studentList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const charges = ids.length
    ? await rowsOf<PendingCharge & { student_id: number; amount: string; outstanding: string }>(
        deps.db,
        sql`select c.id as charge_id, c.student_id, c.reason, c.enrollment_id, co.name as course_name, co.name_ar as course_name_ar, co.name_fr as course_name_fr, sec.name as section_name,
                   c.day::text as date, c.amount::text as amount, c.outstanding::text as outstanding
            from (${openChargesSql(sql`ch.student_id in (${studentList})`)}) c
            left join enrollments e on e.id = c.enrollment_id
            left join sections sec on sec.id = e.section_id
            left join courses co on co.id = sec.course_id
            order by c.occurred_at, c.id`,
      )
    : [];
  const byStudent = new Map<number, PendingCharge[]>();
  for (const { student_id, ...c } of charges) {
    const list = byStudent.get(student_id) ?? [];
    list.push({ ...c, amount: amount(c.amount), outstanding: amount(c.outstanding) });
    byStudent.set(student_id, list);
  }
  return {
    pending_payments: page.users.map((u) => ({ ...u, charges: byStudent.get(u.student_id) ?? [] })),
    total: page.total,
    total_debt: page.total_debt,
  };
}
