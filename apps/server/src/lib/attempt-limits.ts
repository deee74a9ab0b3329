import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Deps } from '../plugins/deps';
import type { Db, Tx } from '../db/client';
import { authAttempts } from '../db/schema';
import { AppError } from './errors';

/**
 * Brute-force limits of the sign-in and registration routes, counted in the database so that they hold
 * across addresses and across server processes (the per-address @fastify/rate-limit counts in memory).
 *
 * Every attempt is counted BEFORE the password is checked: a key over its limit is refused with 429
 * `too_many_attempts` without verifying anything (a right password during a lock gets the same answer,
 * in the same time), and parallel guesses cannot slip past the count. What happens to the count after
 * the attempt is the limit's choice: a success clears an account's failures, gives an address its
 * attempt back, or keeps it (registrations per hour). An attempt counts from the moment it starts, so more
 * than `max` simultaneous attempts on one key also lock it: a load test raises the limits (bench/run.ts).
 */
export interface AttemptLimit {
  /** What is counted, e.g. `login:user:12`, `addr:198.51.100.7`; stored as an HMAC. */
  key: string;
  max: number;
  windowMs: number;
  /** How long a key that went over its limit stays locked; default: until its window ends. */
  lockMs?: number;
  onSuccess: 'clear' | 'refund' | 'keep';
  onFailure: 'keep' | 'refund';
}

/** 429 with a stable code and the time to wait (also sent as the Retry-After header). */
export class TooManyAttemptsError extends AppError {
  readonly headers: Record<string, string>;
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, 'too_many_attempts', `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** One account (or card, or mobile username), whatever address the attempts come from. */
export function accountLimit(deps: Deps, key: string): AttemptLimit {
  const windowMs = deps.config.AUTH_LOCK_MINUTES * MINUTE;
  return { key, max: deps.config.AUTH_ACCOUNT_MAX_FAILURES, windowMs, lockMs: windowMs, onSuccess: 'clear', onFailure: 'keep' };
}

/** Failures from one address, whatever the account: a success gives the attempt back. */
export function addressLimit(deps: Deps, address: string): AttemptLimit {
  const windowMs = deps.config.AUTH_LOCK_MINUTES * MINUTE;
  return { key: `addr:${address}`, max: deps.config.AUTH_ADDRESS_MAX_FAILURES, windowMs, lockMs: windowMs, onSuccess: 'refund', onFailure: 'keep' };
}

/** Accounts created from one address in an hour: only successes count. */
export function registrationsPerAddress(deps: Deps, address: string): AttemptLimit {
  return { key: `register:addr:${address}`, max: deps.config.REGISTER_MAX_PER_ADDRESS_PER_HOUR, windowMs: HOUR, onSuccess: 'keep', onFailure: 'refund' };
}

/** Registration attempts naming one e-mail or phone in an hour, whether they succeed or not. */
export function registrationsPerContact(deps: Deps, contact: string): AttemptLimit {
  return { key: `register:contact:${contact}`, max: deps.config.REGISTER_MAX_PER_CONTACT_PER_HOUR, windowMs: HOUR, onSuccess: 'keep', onFailure: 'keep' };
}

/**
 * A signed-in account changing its phone or e-mail learns from `phone_taken` / `email_taken` that another account
 * has it: those answers are limited per account and per address in an hour (a change that succeeds is given back).
 */
export function takenAnswerLimits(deps: Deps, userId: number, address: string): AttemptLimit[] {
  const limit = (key: string): AttemptLimit => ({ key, max: deps.config.PROFILE_TAKEN_MAX_PER_HOUR, windowMs: HOUR, onSuccess: 'refund', onFailure: 'keep' });
  return [limit(`taken:user:${userId}`), limit(`taken:addr:${address}`)];
}

function keyHash(deps: Deps, key: string): string {
  return crypto.createHmac('sha256', deps.config.APP_SECRET).update(key).digest('hex');
}

/** A refused request (4xx) is a failed attempt; a server fault (5xx) says nothing about the guess. */
function isFailure(error: unknown): boolean {
  return error instanceof AppError && error.statusCode < 500;
}

/** Runs `attempt` if no limit is exceeded, counting it under every limit's key. */
export async function withAttemptLimits<T>(deps: Deps, limits: AttemptLimit[], attempt: () => Promise<T>): Promise<T> {
  const now = deps.clock();
  const keyed = dedupe(limits).map((limit) => ({ limit, hash: keyHash(deps, limit.key) }));
  const counts = await count(deps, now, keyed);

  let retryAt = 0;
  for (const { limit, hash } of keyed) {
    const row = counts.get(hash)!;
    if (row.lockedUntil && row.lockedUntil > now) {
      retryAt = Math.max(retryAt, row.lockedUntil.getTime());
    } else if (row.attempts > limit.max) {
      retryAt = Math.max(retryAt, (await lock(deps, now, hash, limit, row.windowEndsAt)).getTime());
    }
  }
  if (retryAt > 0) throw new TooManyAttemptsError(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));

  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    const failed = isFailure(error);
    for (const { limit, hash } of keyed) {
      if (!failed || limit.onFailure === 'refund') await refund(deps, hash);
      else if (counts.get(hash)!.attempts >= limit.max) await lock(deps, now, hash, limit, counts.get(hash)!.windowEndsAt);
    }
    throw error;
  }
  for (const { limit, hash } of keyed) {
    if (limit.onSuccess === 'clear') await deps.db.delete(authAttempts).where(eq(authAttempts.keyHash, hash));
    else if (limit.onSuccess === 'refund') await refund(deps, hash);
  }
  if (Math.random() < 0.02) await sweep(deps, now);
  return result;
}

/** What a key counts now (for the admin): its attempts in the running window and its lock, if one runs. */
export async function attemptStatus(deps: Deps, key: string, db: Db | Tx = deps.db): Promise<{ attempts: number; lockedUntil: Date | null }> {
  const now = deps.clock();
  const [row] = await db.select().from(authAttempts).where(eq(authAttempts.keyHash, keyHash(deps, key))).limit(1);
  const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  return { attempts: row && (locked || row.windowEndsAt > now) ? row.attempts : 0, lockedUntil: locked };
}

/** Forgets a key's attempts and lifts its lock (an admin's reset). */
export async function clearAttempts(deps: Deps, db: Db | Tx, key: string) {
  await db.delete(authAttempts).where(eq(authAttempts.keyHash, keyHash(deps, key)));
}

function dedupe(limits: AttemptLimit[]): AttemptLimit[] {
  const seen = new Set<string>();
  return limits.filter((limit) => !seen.has(limit.key) && Boolean(seen.add(limit.key)));
}

/**
 * One statement counts the attempt under every key, atomically per key (two processes cannot both read
 * 4 and write 5): a new key or an ended window or lock starts again at 1; a locked key is left as it is.
 */
async function count(deps: Deps, now: Date, keyed: { limit: AttemptLimit; hash: string }[]) {
  const t = authAttempts;
  const at = sql`${now.toISOString()}::timestamptz`;
  const locked = sql`${t.lockedUntil} > ${at}`;
  const restart = sql`(${t.windowEndsAt} <= ${at} OR ${t.lockedUntil} <= ${at})`;
  const rows = await deps.db
    .insert(t)
    .values(keyed.map(({ limit, hash }) => ({ keyHash: hash, attempts: 1, windowEndsAt: new Date(now.getTime() + limit.windowMs) })))
    .onConflictDoUpdate({
      target: t.keyHash,
      set: {
        attempts: sql`CASE WHEN ${locked} THEN ${t.attempts} WHEN ${restart} THEN 1 ELSE ${t.attempts} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${locked} THEN ${t.windowEndsAt} WHEN ${restart} THEN excluded.window_ends_at ELSE ${t.windowEndsAt} END`,
        lockedUntil: sql`CASE WHEN ${locked} THEN ${t.lockedUntil} ELSE NULL END`,
      },
    })
    .returning();
  return new Map(rows.map((row) => [row.keyHash, row]));
}

/** Locks the key (unless a lock already runs) and returns when it opens again. */
async function lock(deps: Deps, now: Date, hash: string, limit: AttemptLimit, windowEndsAt: Date): Promise<Date> {
  const until = limit.lockMs === undefined ? windowEndsAt : new Date(now.getTime() + limit.lockMs);
  const t = authAttempts;
  const [row] = await deps.db
    .update(t)
    .set({ lockedUntil: sql`CASE WHEN ${t.lockedUntil} > ${now.toISOString()}::timestamptz THEN ${t.lockedUntil} ELSE ${until.toISOString()}::timestamptz END` })
    .where(eq(t.keyHash, hash))
    .returning({ lockedUntil: t.lockedUntil });
  const lockedUntil = row?.lockedUntil ?? until;
  // The kind of key only (login, barcode, mobile, addr, register): the key itself is personal data.
  if (lockedUntil.getTime() === until.getTime()) deps.log.warn({ kind: limit.key.split(':')[0], until }, 'too many attempts: locked');
  return lockedUntil;
}

/** Gives an attempt back (not during a lock: the lock stands until it ends). */
async function refund(deps: Deps, hash: string) {
  const t = authAttempts;
  await deps.db
    .update(t)
    .set({ attempts: sql`GREATEST(${t.attempts} - 1, 0)` })
    .where(and(eq(t.keyHash, hash), isNull(t.lockedUntil)));
}

/** Forgets keys whose window and lock ended a day ago (spraying many unknown e-mails leaves many rows). */
async function sweep(deps: Deps, now: Date) {
  const t = authAttempts;
  const before = new Date(now.getTime() - 24 * HOUR);
  await deps.db.delete(t).where(and(lt(t.windowEndsAt, before), or(isNull(t.lockedUntil), lt(t.lockedUntil, before))));
}

