import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES, MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATUSES, type Language } from '@academy/shared';

const LANGUAGES = LANGUAGE_CODES as [Language, ...Language[]];
import { id, timestamps } from './common';
import { parents, users } from './people';

/*
 * Messages to families (issue 26). An event writes its messages here in its own transaction, one row per
 * (event, recipient, channel) by the unique `dedupe_key`; the worker (modules/messaging/worker.ts) claims due
 * rows with FOR UPDATE SKIP LOCKED, sends them through the channel's adapter and records every attempt.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: id(),
    /** `<event key>|<parent or user>|<channel>`: an event can never queue twice for one recipient and channel. */
    dedupeKey: text().notNull(),
    event: varchar({ length: 32, enum: MESSAGE_EVENTS }).notNull(),
    /** What happened, e.g. `arrival:record:123`; the log groups and searches by it. */
    eventKey: text().notNull(),
    channel: varchar({ length: 8, enum: MESSAGE_CHANNELS }).notNull(),
    parentId: integer().references(() => parents.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The phone (E.164) or e-mail address, or `push` (every device the recipient subscribed). */
    address: varchar({ length: 200 }).notNull(),
    recipientName: varchar({ length: 120 }),
    language: varchar({ length: 8, enum: LANGUAGES }).notNull(),
    subject: text(),
    body: text().notNull(),
    /** SMS segments of `body` (70 Unicode or 160 GSM characters in one, 67 or 153 each when split); 0 for other channels. */
    segments: smallint().notNull().default(0),
    status: varchar({ length: 12, enum: MESSAGE_STATUSES }).notNull().default('queued'),
    /** Quiet hours: the message is held until then. */
    notBefore: timestamp({ withTimezone: true }).notNull(),
    /** The next try after a failure (backoff); equals not_before at first. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    attempts: smallint().notNull().default(0),
    /** A claim that ends: a worker that died mid-send frees its rows when the lease passes. */
    leaseUntil: timestamp({ withTimezone: true }),
    claimedBy: varchar({ length: 64 }),
    /** The provider's id of the sent message (the gateway's message id), for delivery reports. */
    providerId: varchar({ length: 200 }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    /** A resend: the row it repeats. */
    resendOf: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('message_outbox_dedupe_key').on(t.dedupeKey),
    // The worker's claim: due queued rows, oldest first.
    index('message_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'queued'`),
    // Leases to free, and sent SMS awaiting a delivery report.
    index('message_outbox_sending_idx')
      .on(t.leaseUntil)
      .where(sql`status = 'sending'`),
    index('message_outbox_sent_sms_idx')
      .on(t.sentAt)
      .where(sql`status = 'sent' and channel = 'sms'`),
    // The log: newest first, by parent, by event, by status; the month's SMS segments for the budget.
    index('message_outbox_created_idx').on(t.createdAt, t.id),
    index('message_outbox_parent_idx').on(t.parentId, t.createdAt),
    index('message_outbox_event_key_idx').on(t.eventKey),
    index('message_outbox_status_created_idx').on(t.status, t.createdAt),
    index('message_outbox_sms_sent_idx')
      .on(t.sentAt)
      .where(sql`channel = 'sms'`),
  ],
);

/** Every try of an outbox row: when, whether it worked, and the provider's answer in short. */
export const messageAttempts = pgTable(
  'message_attempts',
  {
    id: id(),
    outboxId: integer()
      .notNull()
      .references(() => messageOutbox.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    ok: boolean().notNull(),
    httpStatus: smallint(),
    error: text(),
    worker: varchar({ length: 64 }),
  },
  (t) => [index('message_attempts_outbox_idx').on(t.outboxId, t.at)],
);

/** A parent's choices: channels, language, quiet hours, and whether they said STOP to SMS. No row: the defaults. */
export const parentMessagePreferences = pgTable('parent_message_preferences', {
  parentId: integer()
    .primaryKey()
    .references(() => parents.id, { onDelete: 'cascade' }),
  sms: boolean().notNull().default(true),
  push: boolean().notNull().default(true),
  email: boolean().notNull().default(true),
  language: varchar({ length: 8, enum: LANGUAGES }),
  /** Local HH:MM in Africa/Algiers; equal start and end means no quiet hours. */
  quietStart: varchar({ length: 5 }).notNull().default('21:00'),
  quietEnd: varchar({ length: 5 }).notNull().default('08:00'),
  /** Set by STOP / ARRET / توقف (a reply or the link); SMS stay off until the parent turns them on again. */
  smsStoppedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** A browser or phone that accepted web push for an account (one row per push endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: varchar({ length: 300 }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
