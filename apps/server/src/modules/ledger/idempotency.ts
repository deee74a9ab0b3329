import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKey as keySchema } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';

/*
 * One home for "a retried payment pays once" (ARCHITECTURE §2). A money-moving request carries a key, in
 * the standard `Idempotency-Key` header or in the body's `idempotency_key` (the web's dialogs send one per
 * opening); the entry it writes keeps the key and a fingerprint of what was asked (route, student, charge,
 * amount, method...). The same key with the same request answers what the first one wrote; with another
 * request it is refused (409 idempotency_key_reused) instead of replaying an answer that is not its own.
 *
 * A client that sends the spec's bodies has no key. Its double click (the same request twice, by the same
 * admin, moments apart) must not pay twice, so the server derives a key from (admin, request, a
 * WINDOW_MS bucket of the injectable clock) and looks up the current bucket and the previous one: an
 * identical request within WINDOW_MS (at least; under 2 x WINDOW_MS) answers the first one's result. The
 * lookup runs under the service's lock (the student, the record or the seat), so two identical requests at
 * once wait for each other and the second finds the first; two at the same instant that both miss lose the
 * race on the key's unique index and replay. A second identical payment on purpose within the window needs
 * a key (the web always sends one). The services' own rule (never more than is owed) holds in any case.
 */

/** How long an identical keyless request counts as the same click. */
export const IDEMPOTENCY_WINDOW_MS = 30_000;

export interface Idempotency {
  /** The key the new entry is written with. */
  key: string;
  /** The keys an earlier answer may be under (the key; for a derived key, this bucket's and the previous one's). */
  lookup: string[];
  /** sha256 of the request as the route sees it. */
  fingerprint: string;
}

export type LedgerEntry = typeof ledgerEntries.$inferSelect;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Stable JSON (sorted keys) so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value as Record<string, unknown>)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

/** The client's key: the `Idempotency-Key` header or the body's (both given and different: 400 idempotency_key_mismatch). */
function clientKey(http: FastifyRequest, bodyKey: string | undefined): string | undefined {
  const raw = http.headers['idempotency-key'];
  let header: string | undefined;
  if (raw !== undefined) {
    const parsed = keySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (!parsed.success)
      throw badRequest('validation_failed', 'The Idempotency-Key header must be 8 to 80 characters.', {
        'Idempotency-Key': [parsed.error.issues[0]?.message ?? 'invalid'],
      });
    header = parsed.data;
  }
  if (header && bodyKey && header !== bodyKey) {
    throw badRequest('idempotency_key_mismatch', 'The Idempotency-Key header and the body’s idempotency_key differ.');
  }
  return header ?? bodyKey;
}

/**
 * The key of a money-moving request: the client's, else one derived from the admin, the request and the
 * clock. `request` is what the payment is for (route, ids, amount in cents, method): its fingerprint.
 */
export function idempotencyOf(
  http: FastifyRequest,
  bodyKey: string | undefined,
  scope: { actorId: number; now: Date; request: Record<string, unknown> },
): Idempotency {
  const fingerprint = sha256(canonical(scope.request));
  const key = clientKey(http, bodyKey);
  if (key) return { key, lookup: [key], fingerprint };
  const bucket = Math.floor(scope.now.getTime() / IDEMPOTENCY_WINDOW_MS);
  const derived = (b: number) => `auto:${sha256(`${scope.actorId}|${fingerprint}|${b}`)}`;
  return { key: derived(bucket), lookup: [derived(bucket), derived(bucket - 1)], fingerprint };
}

/** As `idempotencyOf`, for a request that is safe without a key (a mark: one record per student, class and day): null without one. */
export function givenIdempotency(http: FastifyRequest, bodyKey: string | undefined, request: Record<string, unknown>): Idempotency | null {
  const key = clientKey(http, bodyKey);
  return key ? { key, lookup: [key], fingerprint: sha256(canonical(request)) } : null;
}

const reused = () => conflict('idempotency_key_reused', 'This request key was already used for a different request.');

/**
 * The entries an earlier request under this key wrote (`also` names more keys it wrote, e.g. a charge's
 * `key:charge`), or [] when there was none; 409 when that request asked something else. Call it under
 * the service's lock.
 */
export async function earlierEntries(db: Db | Tx, idem: Idempotency, also: (key: string) => string[] = () => []): Promise<LedgerEntry[]> {
  for (const key of idem.lookup) {
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.idempotencyKey, [key, ...also(key)]));
    if (!entries.length) continue;
    // Entries written before fingerprints were kept (null) are judged by the services' own checks.
    if (entries.some((e) => e.requestFingerprint !== null && e.requestFingerprint !== idem.fingerprint)) throw reused();
    return entries.sort((a, b) => a.id - b.id);
  }
  return [];
}

/** The key a request's charge is written under, beside its payment's (a renewal, a month's reset). */
export const chargeKey = (key: string) => `${key}:charge`;

/** 409 for a key whose earlier entries are not this request's (the services' own checks). */
export const keyUsedForAnother = () => conflict('idempotency_key_reused', 'This request key was already used for another payment.');

/**
 * The one "lost a race on a unique index" block: runs `run` in a transaction and, when its insert lost on a
 * unique index (the request key, a record's one charge, one record per student, section and day), answers
 * `lost(index)` instead: what the concurrent twin wrote. `lost` returns undefined to rethrow the error.
 */
export async function transactionOrReplay<T>(
  db: Db,
  run: (tx: Tx) => Promise<T>,
  lost: (index: string) => Promise<T | undefined>,
): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    const violated = uniqueViolation(error);
    const answer = violated ? await lost(violated) : undefined;
    if (answer === undefined) throw error;
    return answer;
  }
}

/**
 * Runs a money-moving transaction once per key: `run` checks `earlierEntries` under its lock and writes
 * its entries with `idem.key` and `idem.fingerprint`; when a concurrent twin wrote first (the insert lost
 * on the key's unique index), the answer is `replay` of what the twin wrote.
 */
export async function once<T>(
  db: Db,
  idem: Idempotency,
  run: (tx: Tx) => Promise<T>,
  replay: (db: Db, entries: LedgerEntry[]) => Promise<T>,
  also?: (key: string) => string[],
): Promise<T> {
  return transactionOrReplay(db, run, async (violated) => {
    if (!violated.includes('idempotency')) return undefined;
    const entries = await earlierEntries(db, idem, also);
    if (entries.length) return replay(db, entries);
    throw reused();
  });
}
