import { sql, type SQL } from 'drizzle-orm';
import type { AdminOnlinePaymentsResponse, adminOnlinePaymentsQuery } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { amount, rowsOf } from '../../lib/rows';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { checkoutRows, presentAdminCheckouts } from '../online-payments/present';

/**
 * GET /api/admin/online-payments: the checkouts newest first, by status and finding, searched by the family's name or
 * phone (any spelling) or Chargily's checkout id, a page at a time, with the paid total and the fees over the filter.
 */
export async function adminOnlinePayments(deps: Deps, q: z.output<typeof adminOnlinePaymentsQuery>): Promise<AdminOnlinePaymentsResponse> {
  const conditions: SQL[] = [sql`true`];
  if (q.status) conditions.push(sql`oc.status = ${q.status}`);
  if (q.finding) conditions.push(sql`oc.finding = ${q.finding}`);
  if (q.search) {
    const pattern = containsPattern(searchTerm(q.search));
    conditions.push(sql`(oc.checkout_id = ${q.search.trim()}
      or exists (select 1 from parents p2 left join users u2 on u2.id = p2.user_id
                 where p2.id = oc.parent_id and (p2.search_text like ${pattern} or u2.search_text like ${pattern})))`);
  }
  const where = sql.join(conditions, sql` and `);
  const [rows, [totals]] = await Promise.all([
    checkoutRows(deps.db, where, sql`order by oc.created_at desc, oc.id desc limit ${q.limit} offset ${q.offset}`),
    rowsOf<{ total: number; paid: string; fees: string; fees_on_merchant: string; count_paid: number }>(
      deps.db,
      sql`select count(*)::int as total,
                 coalesce(sum(oc.amount) filter (where oc.credited_at is not null), 0)::text as paid,
                 coalesce(sum(oc.fees) filter (where oc.credited_at is not null), 0)::text as fees,
                 coalesce(sum(oc.fees_on_merchant) filter (where oc.credited_at is not null), 0)::text as fees_on_merchant,
                 (count(*) filter (where oc.credited_at is not null))::int as count_paid
          from online_checkouts oc where ${where}`,
    ),
  ]);
  return {
    checkouts: await presentAdminCheckouts(deps.db, rows),
    total: totals?.total ?? 0,
    limit: q.limit,
    offset: q.offset,
    totals: {
      paid: amount(totals?.paid),
      fees: amount(totals?.fees),
      fees_on_merchant: amount(totals?.fees_on_merchant),
      count_paid: totals?.count_paid ?? 0,
    },
  };
}
