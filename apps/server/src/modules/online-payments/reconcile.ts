import { and, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { ReconcileResponse } from '@academy/shared';
import { onlineCheckouts } from '../../db/schema';
import type { Deps } from '../../plugins/deps';
import { ChargilyUnavailable, chargilyConfigured, fetchChargilyCheckout } from './chargily';
import { lastReconciledAt, noteReconciled } from './settings';
import { settleCheckout } from './settle';

/** A checkout younger than this may still be on the parent's screen: the webhook has not been missed yet. */
const GRACE_MS = 2 * 60_000;
/** Older than this, Chargily has long closed it: not asked again. */
const LOOK_BACK_MS = 30 * 24 * 3_600_000;
/** How many checkouts one run asks about (the oldest first; the rest at the next run). */
const BATCH = 200;
const EVERY_MS = 10 * 60_000;

/**
 * Asks Chargily about every checkout still pending after the grace time (the webhook may never have come: a
 * network fault, the server down, a wrong URL in Chargily's dashboard) and applies its answer like a webhook's
 * (settle.ts): a paid one is credited once, with the finding "paid without webhook".
 */
export async function reconcileCheckouts(deps: Deps): Promise<ReconcileResponse> {
  const now = deps.clock();
  const pending = chargilyConfigured(deps.config)
    ? await deps.db
        .select({ id: onlineCheckouts.id, checkoutId: onlineCheckouts.checkoutId })
        .from(onlineCheckouts)
        .where(
          and(
            inArray(onlineCheckouts.status, ['pending', 'processing']),
            isNotNull(onlineCheckouts.checkoutId),
            lt(onlineCheckouts.createdAt, new Date(now.getTime() - GRACE_MS)),
            gte(onlineCheckouts.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
          ),
        )
        .orderBy(onlineCheckouts.createdAt)
        .limit(BATCH)
    : [];
  let credited = 0;
  let unreachable = 0;
  const touched: number[] = [];
  for (const row of pending) {
    try {
      const remote = await fetchChargilyCheckout(deps.config, row.checkoutId!);
      if ((await settleCheckout(deps, remote, 'reconciliation')) === 'credited') credited += 1;
      touched.push(row.id);
    } catch (error) {
      if (!(error instanceof ChargilyUnavailable)) throw error;
      unreachable += 1;
      deps.log.warn({ checkout: row.id, err: error.message }, 'reconciliation could not ask chargily');
    }
  }
  await noteReconciled(deps.db, now);
  const findings = touched.length
    ? await deps.db
        .select({
          id: onlineCheckouts.id,
          checkout_id: onlineCheckouts.checkoutId,
          status: onlineCheckouts.status,
          finding: onlineCheckouts.finding,
        })
        .from(onlineCheckouts)
        .where(inArray(onlineCheckouts.id, touched))
        .orderBy(onlineCheckouts.id)
    : [];
  return { checked: pending.length, credited, findings, unreachable, ran_at: now.toISOString() };
}

export interface ReconcileJob {
  stop(): Promise<void>;
}

/**
 * Every 10 minutes (and once at start) while CHARGILY_RECONCILE is on and a key is set. Several instances may run
 * it: one that finds a run younger than half the interval skips its turn, and a checkout credited twice at once is
 * still credited once (settle.ts locks its row).
 */
export function startReconcileJob(deps: Deps): ReconcileJob {
  if (!deps.config.CHARGILY_RECONCILE || !chargilyConfigured(deps.config)) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      const last = await lastReconciledAt(deps.db);
      if (last && deps.clock().getTime() - new Date(last).getTime() < EVERY_MS / 2) return;
      const result = await reconcileCheckouts(deps);
      if (result.checked)
        deps.log.info(
          { checked: result.checked, credited: result.credited, unreachable: result.unreachable },
          'online payments reconciled',
        );
    })()
      .catch((error: unknown) => deps.log.error({ err: error }, 'online payments reconciliation failed'))
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
