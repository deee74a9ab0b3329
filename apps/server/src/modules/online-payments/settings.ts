import { eq } from 'drizzle-orm';
import { DEFAULT_FEES_ALLOCATION, FEES_ALLOCATIONS, type FeesAllocation, type OnlinePaymentSettings } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema';
import type { Deps } from '../../plugins/deps';
import { audit } from '../../lib/audit';
import { chargilyConfigured, chargilyMode } from './chargily';

/** The settings row of online payments: who bears Chargily's fees, and when the reconciliation last ran. */
export const ONLINE_PAYMENTS_SETTINGS_KEY = 'online_payments';

interface Stored {
  fees_allocation?: string;
  last_reconciled_at?: string | null;
}

async function stored(db: Db | Tx): Promise<Stored> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, ONLINE_PAYMENTS_SETTINGS_KEY));
  return (row?.value as Stored | undefined) ?? {};
}

const allocationOf = (saved: Stored): FeesAllocation =>
  (FEES_ALLOCATIONS as readonly string[]).includes(saved.fees_allocation ?? '')
    ? (saved.fees_allocation as FeesAllocation)
    : DEFAULT_FEES_ALLOCATION;

export async function feesAllocation(db: Db | Tx): Promise<FeesAllocation> {
  return allocationOf(await stored(db));
}

/** When the reconciliation last ran (any instance), or null. */
export async function lastReconciledAt(db: Db): Promise<string | null> {
  return (await stored(db)).last_reconciled_at ?? null;
}

export const webhookUrl = (deps: Deps) => `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/api/online-payments/chargily/webhook`;

export async function onlinePaymentSettings(deps: Deps): Promise<OnlinePaymentSettings> {
  const saved = await stored(deps.db);
  return {
    fees_allocation: allocationOf(saved),
    configured: chargilyConfigured(deps.config),
    mode: chargilyMode(deps.config),
    api_url: deps.config.CHARGILY_API_URL,
    webhook_url: webhookUrl(deps),
    last_reconciled_at: saved.last_reconciled_at ?? null,
  };
}

async function save(db: Db | Tx, value: Stored, now: Date) {
  await db
    .insert(settings)
    .values({ key: ONLINE_PAYMENTS_SETTINGS_KEY, value, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

export async function saveFeesAllocation(deps: Deps, actor: { id: number; ip: string | null }, allocation: FeesAllocation) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const before = await stored(tx);
    await save(tx, { ...before, fees_allocation: allocation }, now);
    await audit(tx, {
      actorId: actor.id,
      action: 'settings.updated',
      entity: 'settings',
      ip: actor.ip,
      at: now,
      data: { online_payments: { fees_allocation: { from: before.fees_allocation ?? DEFAULT_FEES_ALLOCATION, to: allocation } } },
    });
  });
  return onlinePaymentSettings(deps);
}

export async function noteReconciled(db: Db, now: Date) {
  await db.transaction(async (tx) => save(tx, { ...(await stored(tx)), last_reconciled_at: now.toISOString() }, now));
}
