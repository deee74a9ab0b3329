import { sql } from 'drizzle-orm';
import {
  academyClock,
  fillTemplate,
  isMobilePhone,
  quietMinutesLeft,
  smsSegments,
  type Language,
  type MessageChannel,
  type MessageEvent,
  type MessageTemplateKey,
  type TemplateVars,
} from '@academy/shared';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { messageOutbox, parentMessagePreferences, parents, pushSubscriptions, users } from '../../db/schema';
import { channelsAvailable, messagingContext } from './settings';

/*
 * The one way a message to a family is queued: inside the event's own transaction, one outbox row per
 * (event, parent, channel). The unique dedupe key makes a repeated event (a retried request, a second scan,
 * a job run twice or on two instances) queue nothing more. What the parent chose decides the channels and the
 * language; their quiet hours set when an SMS or push may go (e-mail is silent and goes at once).
 */

export interface FamilyMessage {
  event: MessageEvent;
  /** What happened, unique per occurrence: `arrival:record:123`, `absence:7:2026-11-24:45`, `notification:9`. */
  eventKey: string;
  template: MessageTemplateKey;
  parentIds: number[];
  /** The template's values in a language (dates, amounts and names written for that language); per parent when given as a map. */
  vars: (lang: Language, parentId: number) => TemplateVars;
  /** The e-mail subject in a language (default: the academy's name). */
  subject?: (lang: Language) => string;
  /** Restrict to these channels (default: every channel the parent accepts). */
  channels?: readonly MessageChannel[];
  createdBy?: number | null;
  /** Queue even when the event is switched off in the settings (a resend, an admin's explicit send). */
  force?: boolean;
}

export interface QueueContext {
  config: Config;
  now: Date;
}

const QUIET_CHANNELS: ReadonlySet<MessageChannel> = new Set(['sms', 'push']);
const INSERT_CHUNK = 1000;

export type OutboxRow = typeof messageOutbox.$inferInsert;

/** Queues `message` for its parents; returns how many rows were new (0 when the event had already queued them). */
export async function queueFamilyMessages(tx: Tx, ctx: QueueContext, message: FamilyMessage): Promise<number> {
  return insertOutboxRows(tx, await planFamilyMessages(tx, ctx, message));
}

/**
 * The outbox rows `message` would queue, written nowhere: what queueFamilyMessages inserts, and what a
 * broadcast's preview counts (recipients per channel, SMS segments) and checks against the budget first.
 */
export async function planFamilyMessages(tx: Tx, ctx: QueueContext, message: FamilyMessage): Promise<OutboxRow[]> {
  return planManyFamilyMessages(tx, ctx, [message]);
}

/** Queues several events' messages (a job's run) with one read of their parents; returns how many rows were new. */
export async function queueManyFamilyMessages(tx: Tx, ctx: QueueContext, messages: FamilyMessage[]): Promise<number> {
  return insertOutboxRows(tx, await planManyFamilyMessages(tx, ctx, messages));
}

/** planFamilyMessages for several events at once: their parents are read together, in one query. */
export async function planManyFamilyMessages(tx: Tx, ctx: QueueContext, all: FamilyMessage[]): Promise<OutboxRow[]> {
  if (!all.some((m) => m.parentIds.length > 0)) return [];
  const { settings, academyName } = await messagingContext(tx, ctx.config, () => ctx.now);
  const messages = all.filter((m) => m.parentIds.length > 0 && (settings.events[m.event] || m.force));
  if (messages.length === 0) return [];
  const available = channelsAvailable(ctx.config);

  const recipients = await tx
    .select({
      id: parents.id,
      name: parents.fullName,
      phone: sql<string | null>`coalesce(${parents.phone}, ${users.phone})`,
      email: sql<string | null>`coalesce(${users.email}, ${parents.email})`,
      userId: users.id,
      userActive: users.isActive,
      sms: sql<boolean>`coalesce(${parentMessagePreferences.sms}, true)`,
      push: sql<boolean>`coalesce(${parentMessagePreferences.push}, true)`,
      email_on: sql<boolean>`coalesce(${parentMessagePreferences.email}, true)`,
      language: parentMessagePreferences.language,
      quietStart: sql<string>`coalesce(${parentMessagePreferences.quietStart}, '21:00')`,
      quietEnd: sql<string>`coalesce(${parentMessagePreferences.quietEnd}, '08:00')`,
      stopped: sql<boolean>`${parentMessagePreferences.smsStoppedAt} is not null`,
      devices: sql<number>`(select count(*)::int from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(parents)
    .leftJoin(users, sql`${users.id} = ${parents.userId}`)
    .leftJoin(parentMessagePreferences, sql`${parentMessagePreferences.parentId} = ${parents.id}`)
    // One array parameter, not one per parent: a broadcast names thousands.
    .where(sql`${parents.id} = any(${`{${[...new Set(messages.flatMap((m) => m.parentIds))].join(',')}}`}::int[])`);
  const recipientOf = new Map(recipients.map((r) => [r.id, r]));

  const localTime = academyClock(ctx.now).time;
  const rows: OutboxRow[] = [];
  for (const message of messages) {
    for (const parentId of new Set(message.parentIds)) {
      const r = recipientOf.get(parentId);
      if (r) rows.push(...rowsFor(message, r));
    }
  }
  return rows;

  function rowsFor(message: FamilyMessage, r: (typeof recipients)[number]): OutboxRow[] {
    const out: OutboxRow[] = [];
    const wanted = message.channels ?? (['sms', 'push', 'email'] as const);
    const language = (r.language ?? settings.default_language) as Language;
    const vars = { academy: academyName[language], ...message.vars(language, r.id) };
    const body = fillTemplate(settings.templates[message.template][language], vars);
    const held = new Date(ctx.now.getTime() + quietMinutesLeft(localTime, r.quietStart, r.quietEnd) * 60_000);
    const addressOf: Record<MessageChannel, string | null> = {
      sms: available.sms && r.sms && !r.stopped && isMobilePhone(r.phone) ? r.phone : null,
      push: available.push && r.push && r.userId !== null && r.userActive && Number(r.devices) > 0 ? 'push' : null,
      email: available.email && r.email_on && r.email ? r.email : null,
    };
    for (const channel of wanted) {
      const address = addressOf[channel];
      if (!address) continue;
      const notBefore = QUIET_CHANNELS.has(channel) ? held : ctx.now;
      out.push({
        dedupeKey: `${message.eventKey}|p${r.id}|${channel}`,
        event: message.event,
        eventKey: message.eventKey,
        channel,
        parentId: r.id,
        userId: r.userId,
        address,
        recipientName: r.name,
        language,
        subject: channel === 'email' ? (message.subject?.(language) ?? academyName[language]) : null,
        body,
        segments: channel === 'sms' ? smsSegments(body).segments : 0,
        notBefore,
        nextAttemptAt: notBefore,
        createdBy: message.createdBy ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
    }
    return out;
  }
}

/** The columns a planned row fills, as they travel in the insert's one JSON parameter (the rest are the table's defaults). */
const INSERT_COLUMNS = sql.raw(
  `dedupe_key text, event text, event_key text, channel text, parent_id int, user_id int, address text, recipient_name text,
   language text, subject text, body text, segments smallint, not_before timestamptz, next_attempt_at timestamptz,
   created_by int, created_at timestamptz, updated_at timestamptz`,
);
const COLUMN_NAMES = sql.raw(
  `dedupe_key, event, event_key, channel, parent_id, user_id, address, recipient_name, language, subject, body, segments,
   not_before, next_attempt_at, created_by, created_at, updated_at`,
);

/**
 * Inserts planned rows in chunks; a row whose dedupe key is already there is left out. Returns how many were new.
 * Each chunk is one statement with one JSON parameter (jsonb_to_recordset): a broadcast to 3,000 parents is a
 * few statements, not tens of thousands of bound values.
 */
export async function insertOutboxRows(tx: Tx, rows: OutboxRow[]): Promise<number> {
  let queued = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK).map((r) => ({
      dedupe_key: r.dedupeKey,
      event: r.event,
      event_key: r.eventKey,
      channel: r.channel,
      parent_id: r.parentId ?? null,
      user_id: r.userId ?? null,
      address: r.address,
      recipient_name: r.recipientName ?? null,
      language: r.language,
      subject: r.subject ?? null,
      body: r.body,
      segments: r.segments ?? 0,
      not_before: r.notBefore.toISOString(),
      next_attempt_at: r.nextAttemptAt.toISOString(),
      created_by: r.createdBy ?? null,
      created_at: (r.createdAt ?? r.notBefore).toISOString(),
      updated_at: (r.updatedAt ?? r.notBefore).toISOString(),
    }));
    const done = (await tx.execute(
      sql`insert into ${messageOutbox} (${COLUMN_NAMES})
          select ${COLUMN_NAMES} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${INSERT_COLUMNS})
          on conflict (dedupe_key) do nothing
          returning id`,
    )) as unknown as { rows: unknown[] };
    queued += done.rows.length;
  }
  return queued;
}
