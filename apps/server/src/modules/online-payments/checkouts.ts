import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  MIN_ONLINE_AMOUNT_DA,
  fromCents,
  type CheckoutLocale,
  type CreateCheckoutResponse,
  type OnlineCheckout,
  type OnlinePaymentOptions,
  type createCheckoutBody,
} from '@academy/shared';
import type { z } from 'zod';
import { onlineCheckouts, parentMessagePreferences } from '../../db/schema';
import type { Deps } from '../../plugins/deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { ownStudent, type Family } from '../auth/family';
import { ChargilyUnavailable, chargilyConfigured, createChargilyCheckout, fetchChargilyCheckout } from './chargily';
import { familyMoney, findOption, payableOnline } from './options';
import { checkoutRows, presentCheckouts } from './present';
import { feesAllocation, webhookUrl } from './settings';
import { settleCheckout } from './settle';

/** A pending checkout of the same thing made this recently is given again instead of a second one (a double click, a back button). */
const REUSE_WITHIN_MS = 30 * 60_000;
/** The parent's return page asks Chargily itself at most this often per checkout while it is pending. */
const RECHECK_AFTER_MS = 5_000;

const disabled = () => conflict('online_payments_disabled', 'Online payment is not set up at this academy.');
const unavailable = () =>
  new AppError(502, 'payment_provider_unavailable', 'The payment service did not answer. Nothing was charged: try again in a moment.');

function familyParent(family: Family) {
  if (!family.parent) throw notFound('Family not found.', 'family_not_found');
  return family.parent;
}

/** GET /api/online-payments/options */
export async function onlineOptions(deps: Deps, family: Family): Promise<OnlinePaymentOptions> {
  const [{ options, credit }, fees] = await Promise.all([familyMoney(deps.db, family.students, deps.clock()), feesAllocation(deps.db)]);
  return {
    enabled: chargilyConfigured(deps.config),
    fees_allocation: fees,
    min_amount: MIN_ONLINE_AMOUNT_DA,
    options: options.filter(payableOnline).map(({ plan: _plan, ...option }) => option),
    credit,
  };
}

async function checkoutLocale(deps: Deps, parentId: number, asked: CheckoutLocale | undefined): Promise<CheckoutLocale> {
  if (asked) return asked;
  const [prefs] = await deps.db
    .select({ language: parentMessagePreferences.language })
    .from(parentMessagePreferences)
    .where(eq(parentMessagePreferences.parentId, parentId));
  // The family's message language when Chargily's page speaks it (all three UI languages), else Arabic.
  return prefs?.language === 'en' || prefs?.language === 'fr' ? prefs.language : 'ar';
}

/**
 * POST /api/online-payments/checkouts: the amount is computed here from the ledger (familyMoney); our row is
 * written first, then Chargily is asked for a checkout whose metadata names the row. A pending checkout of the same
 * thing and amount from the last 30 minutes is given again. Chargily down: 502 and the row is failed (nothing paid).
 */
export async function createCheckout(
  deps: Deps,
  family: Family,
  body: z.output<typeof createCheckoutBody>,
): Promise<CreateCheckoutResponse> {
  const parent = familyParent(family);
  if (body.student_id !== undefined) ownStudent(family, body.student_id);
  if (!chargilyConfigured(deps.config)) throw disabled();
  const now = deps.clock();
  const { options } = await familyMoney(deps.db, family.students, now);
  if ((body.purpose === 'cycle' || body.purpose === 'renewal') && body.enrollment_id !== undefined) {
    const seat = options.find((o) => o.enrollment_id === body.enrollment_id);
    if (!seat) {
      const ids = family.students.map((st) => sql`${st.id}`).concat(sql`0`);
      const owned = await rowsOf<{ id: number }>(
        deps.db,
        sql`select e.id from enrollments e where e.id = ${body.enrollment_id} and e.student_id in (${sql.join(ids, sql`, `)})`,
      );
      if (!owned.length) throw notFound('Enrollment not found.', 'enrollment_not_found');
      throw conflict('nothing_to_pay', 'There is nothing to pay online for this seat now.');
    }
    if (seat.purpose !== body.purpose) {
      throw body.purpose === 'cycle'
        ? conflict('not_monthly_seat', 'This seat is not paid by the month.')
        : conflict('not_kindergarten_seat', 'This seat has no kindergarten subscription.');
    }
  }
  const option = findOption(options, body.purpose, body.student_id, body.enrollment_id);
  if (!option) throw conflict('nothing_to_pay', 'There is nothing to pay online for this now.');
  if (!payableOnline(option)) {
    throw badRequest('amount_below_minimum', `Online payments start at ${MIN_ONLINE_AMOUNT_DA} DA: pay this amount at the academy.`);
  }
  const amount = fromCents(option.amount * 100);

  const [recent] = await deps.db
    .select()
    .from(onlineCheckouts)
    .where(
      and(
        eq(onlineCheckouts.parentId, parent.id),
        eq(onlineCheckouts.purpose, body.purpose),
        eq(onlineCheckouts.status, 'pending'),
        isNotNull(onlineCheckouts.checkoutUrl),
        gte(onlineCheckouts.createdAt, new Date(now.getTime() - REUSE_WITHIN_MS)),
        sql`${onlineCheckouts.amount} = ${amount}::numeric`,
        sql`${onlineCheckouts.studentId} is not distinct from ${option.student_id}::int`,
        sql`${onlineCheckouts.enrollmentId} is not distinct from ${option.enrollment_id}::int`,
      ),
    )
    .orderBy(sql`${onlineCheckouts.createdAt} desc`)
    .limit(1);
  if (recent) {
    const [checkout] = await readCheckouts(deps, sql`oc.id = ${recent.id}`);
    return { checkout: checkout!, checkout_url: recent.checkoutUrl!, reused: true };
  }

  const locale = await checkoutLocale(deps, parent.id, body.locale);
  const fees = await feesAllocation(deps.db);
  const [row] = await deps.db
    .insert(onlineCheckouts)
    .values({
      parentId: parent.id,
      purpose: body.purpose,
      studentId: option.student_id,
      enrollmentId: option.enrollment_id,
      amount,
      plan: option.plan,
      locale,
      feesAllocation: fees,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const back = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/dashboard/payments/online/${row!.id}`;
  try {
    const remote = await createChargilyCheckout(deps.config, {
      amount: option.amount,
      successUrl: `${back}?result=success`,
      failureUrl: `${back}?result=failure`,
      webhookEndpoint: webhookUrl(deps),
      locale,
      paymentMethod: body.payment_method,
      feesAllocation: fees,
      description: `${deps.config.academy.name}: ${body.purpose} #${row!.id}`,
      metadata: { online_checkout_id: String(row!.id), parent_id: String(parent.id), purpose: body.purpose },
    });
    if (!remote.checkout_url) throw new ChargilyUnavailable('Chargily answered a checkout without its page');
    await deps.db
      .update(onlineCheckouts)
      .set({
        checkoutId: remote.id,
        checkoutUrl: remote.checkout_url,
        livemode: remote.livemode,
        updatedAt: now,
      })
      .where(eq(onlineCheckouts.id, row!.id));
    const [checkout] = await readCheckouts(deps, sql`oc.id = ${row!.id}`);
    return { checkout: checkout!, checkout_url: remote.checkout_url, reused: false };
  } catch (error) {
    if (!(error instanceof ChargilyUnavailable)) throw error;
    deps.log.warn({ checkout: row!.id, err: error.message }, 'chargily checkout not created');
    await deps.db
      .update(onlineCheckouts)
      .set({ status: 'failed', error: error.message.slice(0, 500), updatedAt: now })
      .where(eq(onlineCheckouts.id, row!.id));
    throw unavailable();
  }
}

/** Checkouts by a condition on the alias `oc`, newest first. */
async function readCheckouts(deps: Deps, where: SQL, limit = 1): Promise<OnlineCheckout[]> {
  const rows = await checkoutRows(deps.db, where, sql`order by oc.created_at desc, oc.id desc limit ${limit}`);
  return presentCheckouts(deps.db, rows);
}

/** GET /api/online-payments/checkouts: the family's last 20. */
export async function familyCheckouts(deps: Deps, family: Family) {
  const parent = familyParent(family);
  return { checkouts: await readCheckouts(deps, sql`oc.parent_id = ${parent.id}`, 20) };
}

/**
 * GET /api/online-payments/checkouts/{id}: the family's own checkout (another family's: 404). While it is pending
 * Chargily is asked (at most every 5 s), so the return page learns the result even when no webhook can reach us.
 */
export async function familyCheckout(deps: Deps, family: Family, id: number): Promise<OnlineCheckout> {
  const parent = familyParent(family);
  const [row] = await deps.db
    .select()
    .from(onlineCheckouts)
    .where(and(eq(onlineCheckouts.id, id), eq(onlineCheckouts.parentId, parent.id)));
  if (!row) throw notFound('Payment not found.', 'checkout_not_found');
  const now = deps.clock();
  const stale = !row.lastCheckedAt || now.getTime() - row.lastCheckedAt.getTime() >= RECHECK_AFTER_MS;
  if ((row.status === 'pending' || row.status === 'processing') && row.checkoutId && stale && chargilyConfigured(deps.config)) {
    try {
      await settleCheckout(deps, await fetchChargilyCheckout(deps.config, row.checkoutId), 'return');
    } catch (error) {
      if (!(error instanceof ChargilyUnavailable)) throw error;
      deps.log.warn({ checkout: row.id, err: error.message }, 'chargily checkout not confirmed on return');
    }
  }
  const [checkout] = await readCheckouts(deps, sql`oc.id = ${id}`);
  return checkout!;
}
