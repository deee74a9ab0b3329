import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the sign-in and registration routes (lib/attempt-limits.ts), kept in the database so
 * that every server process sees the same counts. One row per key (an account, a card, an address, a
 * registration contact); the key is stored as an HMAC so the table holds no e-mail, phone or address.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    keyHash: varchar({ length: 64 }).primaryKey(),
    attempts: integer().notNull(),
    /** The counting window started at the key's first attempt and ends here. */
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
    /** Set once the key went over its limit: every attempt is refused until then. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** The account (or card, or mobile username) the key counts for, as an HMAC: an admin's unlock forgets them all. */
    subjectHash: varchar({ length: 64 }),
  },
  (t) => [index('auth_attempts_window_idx').on(t.windowEndsAt), index('auth_attempts_subject_idx').on(t.subjectHash)],
);
