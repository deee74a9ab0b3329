import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import {
  normalisePhone,
  type MessageAttempt,
  type MessageLogDetailResponse,
  type MessageLogEntry,
  type MessageLogResponse,
  type MessagingSettings,
  type MessagingSettingsResponse,
  type ResendResponse,
  messageLogQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { messageAttempts, messageOutbox, settings } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { smsMonth } from '../messaging/budget';
import { channelsAvailable, forgetMessagingContext, MESSAGING_SETTINGS_KEY, mergeMessagingSettings } from '../messaging/settings';

/*
 * The admin's side of messaging (issue 26): the academy's messaging settings, and the delivery log of every
 * message the outbox holds, searchable, with a resend.
 */

type Actor = { id: number; ip: string | null };
type LogQuery = z.output<typeof messageLogQuery>;

async function savedSettings(deps: Deps): Promise<MessagingSettings> {
  const [row] = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, MESSAGING_SETTINGS_KEY));
  return mergeMessagingSettings(row?.value);
}

/** GET /api/admin/messaging/settings: the saved settings over the defaults, the channels set up, this month's SMS. */
export async function getSettings(deps: Deps): Promise<MessagingSettingsResponse> {
  const [saved, month] = [await savedSettings(deps), await smsMonth(deps.db, deps.clock())];
  return {
    settings: saved,
    available: channelsAvailable(deps.config),
    sms_month: { segments_used: month.spent, messages: month.messages },
  };
}

/** PUT /api/admin/messaging/settings: saves the whole set, audits which parts changed, and drops this process's cached copy. */
export async function saveSettings(deps: Deps, actor: Actor, body: MessagingSettings): Promise<MessagingSettingsResponse> {
  const now = deps.clock();
  const before = await savedSettings(deps);
  const changed = (Object.keys(body) as (keyof MessagingSettings)[]).filter((k) => JSON.stringify(body[k]) !== JSON.stringify(before[k]));
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: MESSAGING_SETTINGS_KEY, value: body, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: body, updatedAt: now } });
    await audit(tx, {
      actorId: actor.id,
      action: 'messaging.settings_updated',
      entity: 'settings',
      ip: actor.ip,
      at: now,
      data: { changed },
    });
  });
  forgetMessagingContext(deps.config);
  return getSettings(deps);
}

// ----- The delivery log -----

const entryColumns = {
  id: messageOutbox.id,
  event: messageOutbox.event,
  eventKey: messageOutbox.eventKey,
  channel: messageOutbox.channel,
  parentId: messageOutbox.parentId,
  recipientName: messageOutbox.recipientName,
  address: messageOutbox.address,
  language: messageOutbox.language,
  subject: messageOutbox.subject,
  body: messageOutbox.body,
  segments: messageOutbox.segments,
  status: messageOutbox.status,
  nextAttemptAt: messageOutbox.nextAttemptAt,
  attempts: messageOutbox.attempts,
  lastError: messageOutbox.lastError,
  sentAt: messageOutbox.sentAt,
  deliveredAt: messageOutbox.deliveredAt,
  createdAt: messageOutbox.createdAt,
  resendOf: messageOutbox.resendOf,
};
type EntryRow = Pick<typeof messageOutbox.$inferSelect, keyof typeof entryColumns>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toEntry(r: EntryRow, now: Date): MessageLogEntry {
  const next = new Date(r.nextAttemptAt);
  return {
    id: r.id,
    event: r.event,
    event_key: r.eventKey,
    channel: r.channel,
    parent_id: r.parentId,
    recipient_name: r.recipientName,
    address: r.address,
    language: r.language,
    subject: r.subject,
    body: r.body,
    segments: r.segments,
    status: r.status,
    held_until: r.status === 'queued' && next > now ? next.toISOString() : null,
    attempts: r.attempts,
    last_error: r.lastError,
    sent_at: iso(r.sentAt),
    delivered_at: iso(r.deliveredAt),
    created_at: iso(r.createdAt)!,
    resend_of: r.resendOf,
  };
}

/**
 * What the search box holds, as the log stores it: a phone typed any way (`+213 550 12 34 56`, `0550-12-34`) becomes
 * the stored digits (a whole number through the phone rule, a part of one by its digits with 213 / 00213 read as 0);
 * anything else is searched lower-cased.
 */
export function searchTerm(q: string): string {
  const typed = q.trim();
  if (/^\+?[\d\s().\-/]{3,}$/.test(typed) && /\d{2}/.test(typed)) {
    const whole = normalisePhone(typed);
    if (whole) return whole;
    const digits = typed.replace(/\D/g, '');
    if (typed.startsWith('+213') || digits.startsWith('00213')) return `0${digits.replace(/^(00)?213/, '')}`;
    return digits;
  }
  return typed.toLowerCase();
}

const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search box's condition: exactly the expression of message_outbox_search_trgm_idx (migration 0033), so that index answers it. */
export function searchCondition(q: string): SQL {
  const pattern = `%${likeEscaped(searchTerm(q))}%`;
  return sql`lower(coalesce(recipient_name, '') || ' ' || address || ' ' || event_key) like ${pattern}`;
}

function logFilters(query: LogQuery, now: Date): SQL | undefined {
  const where: SQL[] = [];
  if (query.status === 'held') {
    where.push(eq(messageOutbox.status, 'queued'), gt(messageOutbox.nextAttemptAt, now));
  } else if (query.status) where.push(eq(messageOutbox.status, query.status));
  if (query.channel) where.push(eq(messageOutbox.channel, query.channel));
  if (query.event) where.push(eq(messageOutbox.event, query.event));
  if (query.parent_id) where.push(eq(messageOutbox.parentId, query.parent_id));
  if (query.q) where.push(searchCondition(query.q));
  return where.length ? and(...where) : undefined;
}

/** GET /api/admin/messaging/log: newest first; one count and one page. */
export async function listLog(deps: Deps, query: LogQuery): Promise<MessageLogResponse> {
  const now = deps.clock();
  const where = logFilters(query, now);
  const [counted] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(messageOutbox)
    .where(where);
  const rows = await deps.db
    .select(entryColumns)
    .from(messageOutbox)
    .where(where)
    .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
    .limit(query.limit)
    .offset(query.offset);
  return { messages: rows.map((r) => toEntry(r, now)), total: Number(counted?.total ?? 0), limit: query.limit, offset: query.offset };
}

async function entryRow(deps: Deps, id: number) {
  const [row] = await deps.db.select(entryColumns).from(messageOutbox).where(eq(messageOutbox.id, id));
  if (!row) throw notFound('This message was not found', 'message_not_found');
  return row;
}

/** GET /api/admin/messaging/log/:id: the message and every try of it. */
export async function getLogEntry(deps: Deps, id: number): Promise<MessageLogDetailResponse> {
  const row = await entryRow(deps, id);
  const tries = await deps.db
    .select({ at: messageAttempts.at, ok: messageAttempts.ok, httpStatus: messageAttempts.httpStatus, error: messageAttempts.error })
    .from(messageAttempts)
    .where(eq(messageAttempts.outboxId, id))
    .orderBy(asc(messageAttempts.at), asc(messageAttempts.id));
  const attempts: MessageAttempt[] = tries.map((a) => ({ at: iso(a.at)!, ok: a.ok, http_status: a.httpStatus, error: a.error }));
  return { message: toEntry(row, deps.clock()), attempts };
}

/** Rows a resend may repeat: done ones. A queued or sending row is still on its way. */
const RESENDABLE = new Set(['failed', 'skipped', 'sent', 'delivered']);

/**
 * POST /api/admin/messaging/log/:id/resend: the same message to the same address, queued now (an admin's explicit
 * resend ignores quiet hours). The dedupe key holds the minute, so a double click queues it once; `created` tells.
 */
export async function resend(deps: Deps, actor: Actor, id: number): Promise<ResendResponse & { created: boolean }> {
  const now = deps.clock();
  const dedupeKey = `resend:${id}:${Math.floor(now.getTime() / 60_000)}`;
  return deps.db.transaction(async (tx) => {
    const [original] = await tx.select().from(messageOutbox).where(eq(messageOutbox.id, id));
    if (!original) throw notFound('This message was not found', 'message_not_found');
    const [earlier] = await tx.select(entryColumns).from(messageOutbox).where(eq(messageOutbox.dedupeKey, dedupeKey));
    if (earlier) return { message: toEntry(earlier, now), created: false };
    if (!RESENDABLE.has(original.status)) {
      throw conflict('message_not_resendable', 'This message is still queued or being sent', { status: [original.status] });
    }
    const [copy] = await tx
      .insert(messageOutbox)
      .values({
        dedupeKey,
        event: original.event,
        eventKey: original.eventKey,
        channel: original.channel,
        parentId: original.parentId,
        userId: original.userId,
        address: original.address,
        recipientName: original.recipientName,
        language: original.language,
        subject: original.subject,
        body: original.body,
        segments: original.segments,
        status: 'queued',
        notBefore: now,
        nextAttemptAt: now,
        resendOf: original.id,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: messageOutbox.dedupeKey })
      .returning(entryColumns);
    if (!copy) {
      // Another request of the same double click wrote it between our read and our insert (PostgreSQL).
      const [other] = await tx.select(entryColumns).from(messageOutbox).where(eq(messageOutbox.dedupeKey, dedupeKey));
      return { message: toEntry(other!, now), created: false };
    }
    await audit(tx, {
      actorId: actor.id,
      action: 'message.resent',
      entity: 'message_outbox',
      entityId: copy.id,
      ip: actor.ip,
      at: now,
      data: { resend_of: original.id, channel: original.channel },
    });
    return { message: toEntry(copy, now), created: true };
  });
}
