import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Deps } from '../plugins/deps';
import { authAttempts } from '../db/schema';
import type { AttemptLimit } from './attempt-limits';

/**
 * The counting behind lib/attempt-limits.ts: the auth_attempts rows of each limit's key (stored as an HMAC),
 * counted, locked, taken in turn (slowdown), given back and swept, each in one statement.
 */

export const MINUTE = 60_000;

export const HOUR = 3_600_000;

export const DAY = 24 * HOUR;

export function keyHash(deps: Deps, key: string): string {
  return crypto.createHmac('sha256', deps.config.APP_SECRET).update(key).digest('hex');
}

// Rows counted before keys named their subject (migration 0021) are found by the subject's own key.
export const subjectRows = (deps: Deps, subject: string) =>
  or(eq(authAttempts.subjectHash, keyHash(deps, subject)), eq(authAttempts.keyHash, keyHash(deps, subject)));

export function dedupe(limits: AttemptLimit[]): AttemptLimit[] {
  const seen = new Set<string>();
  return limits.filter((limit) => !seen.has(limit.key) && Boolean(seen.add(limit.key)));
}

/**
 * Counts the attempt under every key, atomically per key (two processes cannot both read 4 and write 5): a new
 * key or an ended window starts again at 1, and so does a `lock` key whose lock ended; a locked key is left as it
 * is. A `slowdown` key keeps counting across its turns until its window ends.
 */
export async function count(deps: Deps, now: Date, keyed: { limit: AttemptLimit; hash: string }[]) {
  const rows = new Map<string, typeof authAttempts.$inferSelect>();
  for (const slowdown of [false, true]) {
    const group = keyed.filter(({ limit }) => (limit.mode === 'slowdown') === slowdown);
    if (!group.length) continue;
    const t = authAttempts;
    const at = sql`${now.toISOString()}::timestamptz`;
    const locked = sql`${t.lockedUntil} > ${at}`;
    const restart = slowdown ? sql`${t.windowEndsAt} <= ${at}` : sql`(${t.windowEndsAt} <= ${at} OR ${t.lockedUntil} <= ${at})`;
    const counted = await deps.db
      .insert(t)
      .values(
        group.map(({ limit, hash }) => ({
          keyHash: hash,
          subjectHash: limit.subject ? keyHash(deps, limit.subject) : null,
          attempts: 1,
          windowEndsAt: new Date(now.getTime() + limit.windowMs),
        })),
      )
      .onConflictDoUpdate({
        target: t.keyHash,
        set: {
          attempts: sql`CASE WHEN ${locked} THEN ${t.attempts} WHEN ${restart} THEN 1 ELSE ${t.attempts} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${locked} THEN ${t.windowEndsAt} WHEN ${restart} THEN excluded.window_ends_at ELSE ${t.windowEndsAt} END`,
          lockedUntil: slowdown ? sql`${t.lockedUntil}` : sql`CASE WHEN ${locked} THEN ${t.lockedUntil} ELSE NULL END`,
          subjectHash: sql`excluded.subject_hash`,
        },
      })
      .returning();
    for (const row of counted) rows.set(row.keyHash, row);
  }
  return rows;
}

/** Locks the key (unless a lock already runs) and returns when it opens again. */
export async function lock(deps: Deps, now: Date, hash: string, limit: AttemptLimit, windowEndsAt: Date): Promise<Date> {
  const until = limit.lockMs === undefined ? windowEndsAt : new Date(now.getTime() + limit.lockMs);
  const t = authAttempts;
  const [row] = await deps.db
    .update(t)
    .set({
      lockedUntil: sql`CASE WHEN ${t.lockedUntil} > ${now.toISOString()}::timestamptz THEN ${t.lockedUntil} ELSE ${until.toISOString()}::timestamptz END`,
    })
    .where(eq(t.keyHash, hash))
    .returning({ lockedUntil: t.lockedUntil });
  const lockedUntil = row?.lockedUntil ?? until;
  // The kind of key only (login, barcode, mobile, addr, register): the key itself is personal data.
  if (lockedUntil.getTime() === until.getTime()) deps.log.warn({ kind: limit.key.split(':')[0], until }, 'too many attempts: locked');
  return lockedUntil;
}

/**
 * A slowed-down key lets one attempt through at a time: this one takes the turn (and makes the next wait `waitMs`)
 * unless another took it first; then the answer is when that turn ends.
 */
export async function takeTurn(deps: Deps, now: Date, hash: string, waitMs: number): Promise<Date | null> {
  const t = authAttempts;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [taken] = await deps.db
    .update(t)
    .set({ lockedUntil: new Date(now.getTime() + waitMs) })
    .where(and(eq(t.keyHash, hash), or(isNull(t.lockedUntil), sql`${t.lockedUntil} <= ${at}`)))
    .returning({ keyHash: t.keyHash });
  if (taken) return null;
  const [busy] = await deps.db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.keyHash, hash));
  return busy?.lockedUntil && busy.lockedUntil > now ? busy.lockedUntil : new Date(now.getTime() + 1000);
}

/** Gives an attempt back (not during a lock: the lock stands until it ends, and a locked key did not count it). */
export async function refund(deps: Deps, now: Date, hash: string) {
  const t = authAttempts;
  await deps.db
    .update(t)
    .set({ attempts: sql`GREATEST(${t.attempts} - 1, 0)` })
    .where(and(eq(t.keyHash, hash), or(isNull(t.lockedUntil), sql`${t.lockedUntil} <= ${now.toISOString()}::timestamptz`)));
}

/**
 * Gives back an attempt refused before anything was checked, under the keys it was counted under: one key per
 * statement. One statement over several keys locks their rows in the table's order while `count`'s upsert locks
 * them in its own: two requests of one account at the same moment then deadlocked (PostgreSQL aborts one: a 500
 * seen among 8 simultaneous sign-ins on a busy machine).
 */
export async function giveBack(deps: Deps, hashes: string[]) {
  const t = authAttempts;
  for (const hash of hashes) {
    await deps.db
      .update(t)
      .set({ attempts: sql`GREATEST(${t.attempts} - 1, 0)` })
      .where(eq(t.keyHash, hash));
  }
}

/** Forgets keys whose window and lock ended a day ago (spraying many unknown e-mails leaves many rows). */
export async function sweep(deps: Deps, now: Date) {
  const t = authAttempts;
  const before = new Date(now.getTime() - 24 * HOUR);
  await deps.db.delete(t).where(and(lt(t.windowEndsAt, before), or(isNull(t.lockedUntil), lt(t.lockedUntil, before))));
}
