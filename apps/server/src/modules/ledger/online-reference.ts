import { sql, type SQL } from 'drizzle-orm';
import { CHARGILY_PAYMENT_METHODS, type ChargilyPaymentMethod } from '@academy/shared';

/*
 * What a receipt or a history line says of an online payment (issue 27): its Chargily reference and the card it was
 * paid with. An online payment is a ledger payment of method 'online' whose idempotency key is
 * `chargily:<checkout_id>:<student_id>` (one per checkout and child), so the checkout id is read from the key, and the
 * card network from its checkout (online_checkouts.payment_method, by its unique checkout_id). A desk payment has
 * neither: both are null.
 */

/** The checkout id of payment `p` (a table alias) when it was paid online, else null. */
const checkoutIdOf = (p: SQL) =>
  sql`case when ${p}.method = 'online' and ${p}.idempotency_key like 'chargily:%' then split_part(${p}.idempotency_key, ':', 2) end`;

/** Joins payment `p`'s checkout as `oc` (none for a desk payment): put it in the FROM clause. */
export const onlineCheckoutJoin = (p: SQL) => sql`left join online_checkouts oc on oc.checkout_id = ${checkoutIdOf(p)}`;

/** The columns `reference` and `card_network` of payment `p`, with onlineCheckoutJoin(p) in the FROM clause. */
export const onlineReferenceColumns = (p: SQL) => sql`${checkoutIdOf(p)} as reference, oc.payment_method as card_network`;

/** The card network as the shared type knows it: what Chargily reported, when it is one of its networks. */
export const cardNetwork = (value: string | null): ChargilyPaymentMethod | null =>
  value !== null && (CHARGILY_PAYMENT_METHODS as readonly string[]).includes(value) ? (value as ChargilyPaymentMethod) : null;
