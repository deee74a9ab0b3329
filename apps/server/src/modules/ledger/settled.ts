import { sql, type SQL } from 'drizzle-orm';

/*
 * What was paid on a charge is the sum of the payment_allocations rows that name it (migration 0020): one
 * row for a door payment (its applies_to_entry_id, written by the ledger's trigger), one row per charge a
 * debt clearance settled. Every query that asks "how much of this charge is paid" reads it from here.
 */

/** What the payments allocated to a charge paid on it (numeric; 0 when nothing). */
export const settledOn = (chargeId: SQL) =>
  sql`coalesce((select sum(alloc.amount) from payment_allocations alloc where alloc.charge_id = ${chargeId}), 0)`;
