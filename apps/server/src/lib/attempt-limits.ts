import { eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../plugins/deps';
import type { Db, Tx } from '../db/client';
import { authAttempts } from '../db/schema';
import { AppError } from './errors';
import { trustedDevice, type SignInClient } from './trusted-devices';
import { MINUTE, HOUR, DAY, keyHash, subjectRows, dedupe, count, lock, takeTurn, refund, giveBack, sweep } from './attempt-store';

/**
 * Brute-force limits of the sign-in and registration routes, counted in the database so that they hold
 * across addresses and across server processes (the per-address @fastify/rate-limit counts in memory).
 *
 * Every attempt is counted BEFORE the password is checked: a key over its limit is refused with 429
 * `too_many_attempts` without verifying anything (a right password during a lock gets the same answer,
 * in the same time), and parallel guesses cannot slip past the count. An attempt refused that way is given
 * back: it checked nothing, so it is no failure. What happens to the count after the attempt is the limit's
 * choice: a success clears an account's failures, gives an address its attempt back, or keeps it
 * (registrations per hour). An attempt counts from the moment it starts, so more than `max` simultaneous
 * attempts on one key also lock it: a load test raises the limits (bench/run.ts).
 */
export interface AttemptLimit {
  /** What is counted, e.g. `login:user:12@addr:198.51.100.7`, `addr:198.51.100.7`; stored as an HMAC. */
  key: string;
  /** The account (or card, or mobile username) the key counts for, e.g. `login:user:12`: an admin's unlock clears them all. */
  subject?: string;
  max: number;
  windowMs: number;
  /** How long a key that went over its limit stays locked; default: until its window ends. */
  lockMs?: number;
  /**
   * `lock` (default): over `max`, every attempt is refused until the lock ends. `slowdown`: over `max`, one attempt
   * at a time, each one making the next wait twice as long (`slowdownFirstMs`, then twice that...) up to `slowdownMaxMs`; the count
   * goes on until its window ends or a success clears it.
   */
  mode?: 'lock' | 'slowdown';
  slowdownFirstMs?: number;
  slowdownMaxMs?: number;
  /** Neither counted nor checked, only cleared by a success (an account's slowdown, for its trusted devices). */
  exempt?: boolean;
  onSuccess: 'clear' | 'refund' | 'keep';
  onFailure: 'keep' | 'refund';
}

/** 429 with a stable code and the time to wait (also sent as the Retry-After header). */
export class TooManyAttemptsError extends AppError {
  readonly headers: Record<string, string>;
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
        : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
    super(429, 'too_many_attempts', `Too many failed attempts. Please try again in ${wait}.`);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/**
 * The limits of one sign-in of an account (or card, or mobile username; an unknown one alike):
 * - the account from this client (its trusted device if it has one for this account, else its address):
 *   AUTH_ACCOUNT_MAX_FAILURES failures lock this client out of this account for AUTH_LOCK_MINUTES;
 * - the account from every client without a trusted device: after AUTH_ACCOUNT_SLOWDOWN_AFTER failures in a day
 *   they are slowed down, never locked out. A trusted device is not slowed down, so guesses from elsewhere cannot
 *   keep the owner out; its success still clears the count.
 * The caller adds the address's own limit (`addressLimit`).
 */
export function signInLimits(deps: Deps, account: string, client: SignInClient): AttemptLimit[] {
  const windowMs = deps.config.AUTH_LOCK_MINUTES * MINUTE;
  const device = trustedDevice(deps, account, client);
  const from = device ? `device:${device}` : `addr:${client.address}`;
  return [
    {
      key: `${account}@${from}`,
      subject: account,
      max: deps.config.AUTH_ACCOUNT_MAX_FAILURES,
      windowMs,
      lockMs: windowMs,
      onSuccess: 'clear',
      onFailure: 'keep',
    },
    {
      key: account,
      subject: account,
      mode: 'slowdown',
      max: deps.config.AUTH_ACCOUNT_SLOWDOWN_AFTER,
      windowMs: DAY,
      slowdownFirstMs: deps.config.AUTH_SLOWDOWN_FIRST_SECONDS * 1000,
      slowdownMaxMs: deps.config.AUTH_SLOWDOWN_MAX_SECONDS * 1000,
      exempt: Boolean(device),
      onSuccess: 'clear',
      onFailure: 'keep',
    },
  ];
}

/** Failures from one address, whatever the account: a success gives the attempt back. */
export function addressLimit(deps: Deps, address: string): AttemptLimit {
  const windowMs = deps.config.AUTH_LOCK_MINUTES * MINUTE;
  return {
    key: `addr:${address}`,
    max: deps.config.AUTH_ADDRESS_MAX_FAILURES,
    windowMs,
    lockMs: windowMs,
    onSuccess: 'refund',
    onFailure: 'keep',
  };
}

/** Accounts created from one address in an hour: only successes count. */
export function registrationsPerAddress(deps: Deps, address: string): AttemptLimit {
  return {
    key: `register:addr:${address}`,
    max: deps.config.REGISTER_MAX_PER_ADDRESS_PER_HOUR,
    windowMs: HOUR,
    onSuccess: 'keep',
    onFailure: 'refund',
  };
}

/** Registration attempts naming one e-mail or phone in an hour, whether they succeed or not. */
export function registrationsPerContact(deps: Deps, contact: string): AttemptLimit {
  return {
    key: `register:contact:${contact}`,
    max: deps.config.REGISTER_MAX_PER_CONTACT_PER_HOUR,
    windowMs: HOUR,
    onSuccess: 'keep',
    onFailure: 'keep',
  };
}

/**
 * A signed-in account changing its phone or e-mail learns from `phone_taken` / `email_taken` that another account
 * has it: those answers are limited per account and per address in an hour (a change that succeeds is given back).
 */
export function takenAnswerLimits(deps: Deps, userId: number, address: string): AttemptLimit[] {
  const limit = (key: string): AttemptLimit => ({
    key,
    max: deps.config.PROFILE_TAKEN_MAX_PER_HOUR,
    windowMs: HOUR,
    onSuccess: 'refund',
    onFailure: 'keep',
  });
  return [limit(`taken:user:${userId}`), limit(`taken:addr:${address}`)];
}

/** A refused request (4xx) is a failed attempt; a server fault (5xx) says nothing about the guess. */
function isFailure(error: unknown): boolean {
  return error instanceof AppError && error.statusCode < 500;
}

/** Runs `attempt` if no limit is exceeded, counting it under every limit's key. */
export async function withAttemptLimits<T>(deps: Deps, limits: AttemptLimit[], attempt: () => Promise<T>): Promise<T> {
  const now = deps.clock();
  const all = dedupe(limits).map((limit) => ({ limit, hash: keyHash(deps, limit.key) }));
  const keyed = all.filter(({ limit }) => !limit.exempt);
  const counts = await count(deps, now, keyed);
  // The keys this attempt was counted under (a locked key does not count): given back if it is refused unchecked.
  const counted = keyed.filter(({ hash }) => !isLocked(counts.get(hash)!, now)).map(({ hash }) => hash);

  let retryAt = 0;
  for (const { limit, hash } of keyed) {
    const row = counts.get(hash)!;
    if (isLocked(row, now)) retryAt = Math.max(retryAt, row.lockedUntil!.getTime());
    else if (limit.mode !== 'slowdown' && row.attempts > limit.max)
      retryAt = Math.max(retryAt, (await lock(deps, now, hash, limit, row.windowEndsAt)).getTime());
  }
  for (const { limit, hash } of keyed) {
    const row = counts.get(hash)!;
    if (retryAt || limit.mode !== 'slowdown' || row.attempts <= limit.max) continue;
    const waitMs = Math.min(
      (limit.slowdownFirstMs ?? 1000) * 2 ** Math.min(row.attempts - limit.max - 1, 30),
      limit.slowdownMaxMs ?? MINUTE,
    );
    const busyUntil = await takeTurn(deps, now, hash, waitMs);
    if (busyUntil) retryAt = busyUntil.getTime();
  }
  if (retryAt > 0) {
    await giveBack(deps, counted);
    throw new TooManyAttemptsError(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));
  }

  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    const failed = isFailure(error);
    for (const { limit, hash } of keyed) {
      if (!failed || limit.onFailure === 'refund') await refund(deps, now, hash);
      else if (limit.mode !== 'slowdown' && counts.get(hash)!.attempts >= limit.max)
        await lock(deps, now, hash, limit, counts.get(hash)!.windowEndsAt);
    }
    throw error;
  }
  for (const { limit, hash } of all) {
    if (limit.onSuccess === 'clear') await deps.db.delete(authAttempts).where(eq(authAttempts.keyHash, hash));
    else if (limit.onSuccess === 'refund' && !limit.exempt) await refund(deps, now, hash);
  }
  if (Math.random() < 0.02) await sweep(deps, now);
  return result;
}

/** The key of an account's sign-ins, by e-mail, phone, card code or password change alike. */
export const userSignInKey = (userId: number) => `login:user:${userId}`;

const isLocked = (row: { lockedUntil: Date | null }, now: Date) => Boolean(row.lockedUntil && row.lockedUntil > now);

/**
 * What an account (or card) counts now, for the admin: its failures in the running day from clients without a
 * trusted device (or, before any, the most of one client), and the latest lock of any client of it (an address
 * locked out, or the slowdown's next turn).
 */
export async function attemptStatus(deps: Deps, subject: string, db: Db | Tx = deps.db): Promise<AttemptStatus> {
  return (await attemptStatuses(deps, [subject], db)).get(subject)!;
}

export interface AttemptStatus {
  attempts: number;
  lockedUntil: Date | null;
}

/** `attemptStatus` of many subjects (one page of accounts) in one query. */
export async function attemptStatuses(deps: Deps, subjects: string[], db: Db | Tx = deps.db): Promise<Map<string, AttemptStatus>> {
  const now = deps.clock();
  const hashes = new Map(subjects.map((subject) => [subject, keyHash(deps, subject)]));
  const all = hashes.size ? [...hashes.values()] : [''];
  const rows = await db
    .select()
    .from(authAttempts)
    .where(or(inArray(authAttempts.subjectHash, all), inArray(authAttempts.keyHash, all)));
  const statuses = new Map<string, AttemptStatus>();
  for (const [subject, hash] of hashes) {
    const mine = rows.filter((row) => row.subjectHash === hash || row.keyHash === hash);
    const own = mine.find((row) => row.keyHash === hash);
    const running = (row: (typeof rows)[number]) => isLocked(row, now) || row.windowEndsAt > now;
    const locks = mine.filter((row) => isLocked(row, now)).map((row) => row.lockedUntil!.getTime());
    const attempts = own && running(own) ? own.attempts : Math.max(0, ...mine.filter(running).map((row) => row.attempts));
    statuses.set(subject, { attempts, lockedUntil: locks.length ? new Date(Math.max(...locks)) : null });
  }
  return statuses;
}

/** Forgets an account's (or card's) attempts from every address and device and lifts their locks (an admin's unlock). */
export async function clearAttempts(deps: Deps, db: Db | Tx, subject: string) {
  await db.delete(authAttempts).where(subjectRows(deps, subject));
}
