import crypto from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { academyClock, DEFAULT_QUIET_HOURS, quietMinutesLeft, type MessageChannel, type MessageSkipReason } from '@academy/shared';
import { messageAttempts, messageOutbox, parentMessagePreferences } from '../../db/schema';
import type { Deps } from '../../plugins/deps';
import { smsMonth } from './budget';
import { createEmailChannel } from './channels/email';
import { createPushChannel } from './channels/push';
import { createSmsGatewayChannel } from './channels/sms-gateway';
import { createSmsHttpChannel } from './channels/sms-http';
import { shortError, type Channel, type DeliveryReports, type OutboxRow, type SendResult } from './channels/types';
import { messagingContext } from './settings';

/*
 * The outbox worker. One run:
 *  1. claims due rows in one short transaction (FOR UPDATE SKIP LOCKED, status -> sending with a lease), after
 *     freeing the leases of a worker that died mid-send, and skips there what is no longer to be sent (the
 *     parent turned the channel off or said STOP, the month's SMS budget is spent) or holds it (quiet hours);
 *  2. commits, then sends outside any transaction, a few at a time, each with a timeout, so a slow gateway holds
 *     no lock and no connection and the door's scan never waits for it;
 *  3. writes each result (sent, or queued again with backoff, or failed) with an attempts row;
 *  4. asks the SMS gateway what became of recently sent SMS (delivered or failed).
 * Several instances on one PostgreSQL each claim different rows: the claim's row locks skip what another holds,
 * and the status change in the same transaction keeps it from being claimed again.
 */

/** How long a claim holds its rows; a worker that dies mid-send frees them when it passes. */
export const LEASE_MS = 2 * 60_000;
/** The wait before try n+1 after n failures: 30 s, 2 min, 8 min, 32 min, then hourly. */
export const BACKOFF_MS = [30_000, 120_000, 480_000, 1_920_000] as const;
const HOURLY_MS = 3_600_000;
export const backoffMs = (failures: number) => BACKOFF_MS[failures - 1] ?? HOURLY_MS;
/** One provider call's limit; a call that takes longer is a failed try (tried again later). */
export const SEND_TIMEOUT_MS = 10_000;
const DEFAULT_LIMIT = 50;
const DEFAULT_CONCURRENCY = 4;
/** Delivery reports: SMS sent within this window are asked about, each at most once per DELIVERY_RECHECK_MS. */
const DELIVERY_WINDOW_MS = 24 * 3_600_000;
const DELIVERY_RECHECK_MS = 60_000;
const DELIVERY_BATCH = 20;
/** The advisory lock that makes the SMS budget check and the claim of SMS rows one step across instances. */
const SMS_BUDGET_LOCK = 726_001;

export type WorkerDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'mailer' | 'secretBox' | 'log'>;

export interface RunOptions {
  /** Names this worker in the claims and the attempts log. */
  workerId: string;
  /** The run's time (default: deps.clock()). */
  now?: Date;
  /** Rows claimed at most (default 50). */
  limit?: number;
  /** Provider calls in flight at once (default 4). */
  concurrency?: number;
  /** One provider call's limit (default 10 s). */
  sendTimeoutMs?: number;
}

export interface RunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  /** Held again by quiet hours (a retry that fell inside them). */
  held: number;
  /** Delivery reports read: SMS now delivered or failed. */
  reported: number;
}

type Channels = Partial<Record<MessageChannel, Channel>> & { smsReports?: DeliveryReports };

function channelsOf(deps: WorkerDeps, timeoutMs: number): Channels {
  const { config } = deps;
  const gateway = config.SMS_GATEWAY_URL ? createSmsGatewayChannel(config) : undefined;
  return {
    sms: gateway ?? (config.SMS_HTTP_URL ? createSmsHttpChannel(config) : undefined),
    smsReports: gateway,
    push: createPushChannel(deps, timeoutMs),
    email: createEmailChannel(config, deps.mailer),
  };
}

/** Why a claimed row is not sent after all (kept in last_error), or null to send it. */
function skipReason(
  row: OutboxRow,
  prefs: typeof parentMessagePreferences.$inferSelect | undefined,
  channels: Channels,
): MessageSkipReason | null {
  if (!channels[row.channel]) return 'channel_not_configured';
  if (row.channel === 'sms' && prefs && !prefs.sms) return 'sms_off';
  if (row.channel === 'sms' && prefs?.smsStoppedAt) return 'sms_stopped';
  if (row.channel === 'push' && prefs && !prefs.push) return 'push_off';
  if (row.channel === 'email' && prefs && !prefs.email) return 'email_off';
  return null;
}

/** Claims due rows (see the file's comment); returns the rows to send now. */
async function claim(
  deps: WorkerDeps,
  opts: Required<Pick<RunOptions, 'workerId' | 'limit'>>,
  now: Date,
  channels: Channels,
  result: RunResult,
) {
  return deps.db.transaction(async (tx) => {
    const { settings } = await messagingContext(tx, deps.config, () => now);
    const cap = settings.sms_monthly_segments;
    if (cap !== null) await tx.execute(sql`select pg_advisory_xact_lock(${SMS_BUDGET_LOCK})`);
    await tx
      .update(messageOutbox)
      .set({ status: 'queued', leaseUntil: null, claimedBy: null, updatedAt: now })
      .where(and(eq(messageOutbox.status, 'sending'), lt(messageOutbox.leaseUntil, now)));
    const due = await tx
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.status, 'queued'), lte(messageOutbox.nextAttemptAt, now)))
      .orderBy(asc(messageOutbox.nextAttemptAt), asc(messageOutbox.id))
      .limit(opts.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];

    const parentIds = [...new Set(due.map((r) => r.parentId).filter((id): id is number => id !== null))];
    const prefs = parentIds.length
      ? await tx.select().from(parentMessagePreferences).where(inArray(parentMessagePreferences.parentId, parentIds))
      : [];
    const prefsOf = new Map(prefs.map((p) => [p.parentId, p]));
    const localTime = academyClock(now).time;

    const skipped = new Map<string, number[]>();
    const held: { id: number; until: Date }[] = [];
    const send: OutboxRow[] = [];
    let spent: number | null = null;
    let batchSegments = 0;
    for (const row of due) {
      const p = row.parentId === null ? undefined : prefsOf.get(row.parentId);
      let reason = skipReason(row, p, channels);
      if (!reason && row.channel !== 'email') {
        // A retry (or a message queued before the parent changed their hours) that now falls in quiet hours waits.
        const wait = quietMinutesLeft(localTime, p?.quietStart ?? DEFAULT_QUIET_HOURS.start, p?.quietEnd ?? DEFAULT_QUIET_HOURS.end);
        if (wait > 0) {
          held.push({ id: row.id, until: new Date(now.getTime() + wait * 60_000) });
          continue;
        }
      }
      if (!reason && row.channel === 'sms' && cap !== null) {
        spent ??= (await smsMonth(tx, now)).spent;
        if (spent + batchSegments + row.segments > cap) reason = 'sms_budget_exceeded';
        else batchSegments += row.segments;
      }
      if (reason) skipped.set(reason, [...(skipped.get(reason) ?? []), row.id]);
      else send.push(row);
    }
    for (const [reason, ids] of skipped) {
      await tx
        .update(messageOutbox)
        .set({ status: 'skipped', lastError: reason, leaseUntil: null, claimedBy: null, updatedAt: now })
        .where(inArray(messageOutbox.id, ids));
      result.skipped += ids.length;
    }
    for (const h of held) {
      await tx.update(messageOutbox).set({ nextAttemptAt: h.until, updatedAt: now }).where(eq(messageOutbox.id, h.id));
    }
    result.held += held.length;
    if (send.length) {
      await tx
        .update(messageOutbox)
        .set({ status: 'sending', leaseUntil: new Date(now.getTime() + LEASE_MS), claimedBy: opts.workerId, updatedAt: now })
        .where(
          inArray(
            messageOutbox.id,
            send.map((r) => r.id),
          ),
        );
    }
    result.claimed += send.length;
    return send;
  });
}

/** Runs `fn` with a signal that aborts after `ms`; a call that does not end by then counts as a timeout. */
async function withTimeout(fn: (signal: AbortSignal) => Promise<SendResult>, ms: number): Promise<SendResult> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException('timeout', 'TimeoutError'));
      resolve({ ok: false, error: 'timeout' });
    }, ms);
  });
  try {
    return await Promise.race([fn(controller.signal).catch((error: unknown) => ({ ok: false, error: shortError(error) })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `work` over `items`, at most `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** Writes one try's outcome: the attempts row, and the row's new state (only while this worker still holds it). */
async function record(deps: WorkerDeps, row: OutboxRow, outcome: SendResult, workerId: string, at: Date, result: RunResult) {
  const failures = row.attempts + 1;
  const max = deps.config.MESSAGING_MAX_ATTEMPTS;
  const set: Partial<typeof messageOutbox.$inferInsert> = outcome.ok
    ? { status: 'sent', sentAt: at, providerId: outcome.providerId ?? null, lastError: null }
    : outcome.skip
      ? { status: 'skipped', lastError: outcome.error ?? 'skipped' }
      : outcome.permanent || failures >= max
        ? { status: 'failed', lastError: outcome.error ?? 'failed' }
        : { status: 'queued', nextAttemptAt: new Date(at.getTime() + backoffMs(failures)), lastError: outcome.error ?? 'failed' };
  await deps.db.transaction(async (tx) => {
    await tx.insert(messageAttempts).values({
      outboxId: row.id,
      at,
      ok: outcome.ok,
      httpStatus: outcome.httpStatus ?? null,
      error: outcome.ok ? null : (outcome.error ?? null),
      worker: workerId.slice(0, 64),
    });
    await tx
      .update(messageOutbox)
      .set({ ...set, attempts: sql`${messageOutbox.attempts} + 1`, leaseUntil: null, claimedBy: null, updatedAt: at })
      .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.status, 'sending'), eq(messageOutbox.claimedBy, workerId)));
  });
  if (set.status === 'sent') result.sent += 1;
  else if (set.status === 'queued') result.retried += 1;
  else if (set.status === 'failed') result.failed += 1;
  else result.skipped += 1;
}

/** Asks the gateway about SMS sent in the last day that were not asked about for a minute. */
async function readDeliveryReports(
  deps: WorkerDeps,
  reports: DeliveryReports,
  now: Date,
  opts: { concurrency: number; timeoutMs: number },
) {
  const rows = await deps.db
    .select({ id: messageOutbox.id, providerId: messageOutbox.providerId })
    .from(messageOutbox)
    .where(
      and(
        eq(messageOutbox.status, 'sent'),
        eq(messageOutbox.channel, 'sms'),
        isNotNull(messageOutbox.providerId),
        gte(messageOutbox.sentAt, new Date(now.getTime() - DELIVERY_WINDOW_MS)),
        lte(messageOutbox.updatedAt, new Date(now.getTime() - DELIVERY_RECHECK_MS)),
      ),
    )
    .orderBy(asc(messageOutbox.updatedAt))
    .limit(DELIVERY_BATCH);
  let changed = 0;
  await pool(rows, opts.concurrency, async (row) => {
    let state: Awaited<ReturnType<DeliveryReports['deliveryState']>> = null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
    try {
      state = await reports.deliveryState(row.providerId!, controller.signal);
    } catch {
      state = null; // asked again after DELIVERY_RECHECK_MS
    } finally {
      clearTimeout(timer);
    }
    const set: Partial<typeof messageOutbox.$inferInsert> =
      state?.state === 'delivered'
        ? { status: 'delivered', deliveredAt: now, updatedAt: now }
        : state?.state === 'failed'
          ? { status: 'failed', lastError: state.error ?? 'gateway: Failed', updatedAt: now }
          : { updatedAt: now };
    const done = await deps.db
      .update(messageOutbox)
      .set(set)
      .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.status, 'sent')))
      .returning({ id: messageOutbox.id });
    if (set.status && done.length) changed += 1;
  });
  return changed;
}

/** One run of the worker (see the file's comment). Tests call it with their clock; the loop calls it every poll. */
export async function runOutboxOnce(deps: WorkerDeps, opts: RunOptions): Promise<RunResult> {
  const now = opts.now ?? deps.clock();
  const timeoutMs = opts.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const concurrency = opts.concurrency ?? DEFAULT_CONCURRENCY;
  const channels = channelsOf(deps, timeoutMs);
  const result: RunResult = { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0, held: 0, reported: 0 };
  const rows = await claim(deps, { workerId: opts.workerId, limit: opts.limit ?? DEFAULT_LIMIT }, now, channels, result);
  await pool(rows, concurrency, async (row) => {
    const outcome = await withTimeout((signal) => channels[row.channel]!.send(row, signal), timeoutMs);
    await record(deps, row, outcome, opts.workerId, opts.now ?? deps.clock(), result);
  });
  if (channels.smsReports) result.reported = await readDeliveryReports(deps, channels.smsReports, now, { concurrency, timeoutMs });
  return result;
}

export interface OutboxWorker {
  /** Stops the loop and waits for the run in progress (its sends end within their timeout). */
  stop(): Promise<void>;
}

/**
 * The loop of one process: a run every MESSAGING_POLL_MS (at once again while runs come back full, so a broadcast
 * drains quickly), only when MESSAGING_WORKER is on. It never throws: a failed run is logged and the loop goes on.
 */
export function startOutboxWorker(app: FastifyInstance): OutboxWorker {
  const deps = app.deps;
  if (!deps.config.MESSAGING_WORKER) return { stop: async () => {} };
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`.slice(0, 64);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    timer = undefined;
    if (stopped) return;
    running = runOutboxOnce(deps, { workerId, limit: DEFAULT_LIMIT })
      .then((r) => (r.claimed + r.skipped + r.held >= DEFAULT_LIMIT ? 0 : deps.config.MESSAGING_POLL_MS))
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'outbox worker run failed');
        return deps.config.MESSAGING_POLL_MS;
      })
      .then((wait) => {
        running = null;
        if (!stopped) timer = setTimeout(tick, wait);
      });
  };
  timer = setTimeout(tick, deps.config.MESSAGING_POLL_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
