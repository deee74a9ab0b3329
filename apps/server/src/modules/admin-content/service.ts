import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  normalizeSearch,
  type AdminContactMessage,
  type AdminContactMessageDetail,
  type ContactReply,
  type ContactStatus,
  type contactMessagesQuery,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { contactMessages, contactReplies, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/search-text';
import { queueContactReply } from '../messaging/events/contact-reply';

type Query = z.output<typeof contactMessagesQuery>;
type Actor = { id: number; ip: string | null };
type MessageRow = typeof contactMessages.$inferSelect;
type ReplyRow = { id: number; messageId: number; body: string; createdAt: Date; authorName: string | null };

function presentReply(r: ReplyRow): ContactReply {
  return { id: r.id, body: r.body, author_name: r.authorName, created_at: r.createdAt.toISOString() };
}

function present(m: MessageRow, replies: ReplyRow[]): AdminContactMessage {
  const last = replies.at(-1) ?? null;
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    user_id: m.userId,
    source: m.userId === null ? 'public' : 'parent',
    subject: m.subject,
    message: m.message,
    status: m.status,
    created_at: m.createdAt.toISOString(),
    replies_count: replies.length,
    last_reply: last ? presentReply(last) : null,
    admin_response: last?.body ?? null,
    admin_response_at: last?.createdAt.toISOString() ?? null,
  };
}

/** The replies of these messages, oldest first, with the replying admin's name. */
async function repliesOf(deps: Deps, messageIds: number[]): Promise<ReplyRow[]> {
  if (messageIds.length === 0) return [];
  return deps.db
    .select({
      id: contactReplies.id,
      messageId: contactReplies.messageId,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      authorName: users.fullName,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function unreadCount(deps: Deps): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'unread'));
  return Number(row?.n ?? 0);
}

/** GET /api/contact/messages: newest first, filtered by state, sender kind and search (name, e-mail, subject, message). */
export async function listMessages(deps: Deps, query: Query) {
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(eq(contactMessages.status, query.status));
  if (query.source === 'public') where.push(isNull(contactMessages.userId));
  if (query.source === 'parent') where.push(isNotNull(contactMessages.userId));
  if (query.search) {
    const folded = containsPattern(normalizeSearch(query.search));
    const raw = containsPattern(query.search);
    where.push(or(sql`${contactMessages.searchText} like ${folded}`, sql`${contactMessages.message} ilike ${raw}`)!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total], unread] = await Promise.all([
    deps.db
      .select()
      .from(contactMessages)
      .where(condition)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    deps.db.select({ n: count() }).from(contactMessages).where(condition),
    unreadCount(deps),
  ]);
  const replies = await repliesOf(
    deps,
    rows.map((m) => m.id),
  );
  return {
    messages: rows.map((m) =>
      present(
        m,
        replies.filter((r) => r.messageId === m.id),
      ),
    ),
    total: Number(total?.n ?? 0),
    unread_count: unread,
    limit: query.limit,
    offset: query.offset,
  };
}

async function findMessage(deps: Deps, id: number): Promise<MessageRow> {
  const [row] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound('Message not found');
  return row;
}

async function detail(deps: Deps, row: MessageRow): Promise<AdminContactMessageDetail> {
  const replies = await repliesOf(deps, [row.id]);
  return { ...present(row, replies), replies: replies.map(presentReply) };
}

/** GET /api/contact/messages/{id}: opening an unread message marks it read. */
export async function getMessage(deps: Deps, id: number): Promise<AdminContactMessageDetail> {
  let row = await findMessage(deps, id);
  if (row.status === 'unread') {
    const [updated] = await deps.db
      .update(contactMessages)
      .set({ status: 'read', updatedAt: deps.clock() })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'unread')))
      .returning();
    row = updated ?? row;
  }
  return detail(deps, row);
}

/** The reply e-mail, in English then Arabic (accounts keep no language, and visitors write in either). */
function replyMail(deps: Deps, message: MessageRow, body: string) {
  const { academy, PUBLIC_URL } = deps.config;
  const en = [
    `Hello ${message.name},`,
    '',
    `The academy has replied to your message "${message.subject}":`,
    '',
    body,
    '',
    `${academy.name}`,
    message.userId !== null ? `You can also read it in your dashboard: ${PUBLIC_URL}/dashboard/contact` : '',
  ];
  const ar = [
    `مرحبًا ${message.name}،`,
    '',
    `ردّت الأكاديمية على رسالتك «${message.subject}»:`,
    '',
    body,
    '',
    `${academy.name_ar}`,
    message.userId !== null ? `يمكنك قراءته أيضًا في لوحة التحكم: ${PUBLIC_URL}/dashboard/contact` : '',
  ];
  const text = `${en.join('\n').trim()}\n\n----------\n\n${ar.join('\n').trim()}\n`;
  return { to: message.email!, subject: `Re: ${message.subject}`, text };
}

/**
 * POST /api/contact/messages/{id}/respond: stores the reply (the parent's dashboard shows it), marks the
 * message responded, audits it and queues the parent's SMS and push (messaging/events/contact-reply.ts), then
 * e-mails the sender when they gave an address. A mail failure is logged, not returned: the reply is saved and
 * visible in the dashboard either way.
 */
export async function respond(deps: Deps, actor: Actor, id: number, body: string) {
  const now = deps.clock();
  const { message, reply } = await deps.db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!message) throw notFound('Message not found');
    const [reply] = await tx
      .insert(contactReplies)
      .values({ messageId: id, authorId: actor.id, body, createdAt: now, updatedAt: now })
      .returning();
    await tx.update(contactMessages).set({ status: 'responded', updatedAt: now }).where(eq(contactMessages.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'contact.replied',
      entity: 'contact_message',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { reply_id: reply!.id, length: body.length, emailed: Boolean(message.email) },
    });
    await queueContactReply(tx, { config: deps.config, now, actorId: actor.id }, message, { id: reply!.id, body });
    return { message, reply: reply! };
  });
  let emailed = false;
  if (message.email) {
    try {
      await deps.mailer.send(replyMail(deps, message, body));
      emailed = true;
    } catch (error) {
      deps.log.error({ err: error, messageId: id }, 'contact reply e-mail failed');
    }
  }
  const [author] = await deps.db.select({ name: users.fullName }).from(users).where(eq(users.id, actor.id));
  return {
    success: true,
    emailed,
    response: presentReply({ id: reply.id, messageId: id, body: reply.body, createdAt: reply.createdAt, authorName: author?.name ?? null }),
    message: await detail(deps, { ...message, status: 'responded' }),
  };
}

/** PATCH /api/contact/messages/{id}/status: close, reopen or mark unread. */
export async function setStatus(deps: Deps, actor: Actor, id: number, status: ContactStatus) {
  const row = await findMessage(deps, id);
  const now = deps.clock();
  if (row.status !== status) {
    await deps.db.transaction(async (tx) => {
      await tx.update(contactMessages).set({ status, updatedAt: now }).where(eq(contactMessages.id, id));
      await audit(tx, {
        actorId: actor.id,
        action: 'contact.status_changed',
        entity: 'contact_message',
        entityId: id,
        ip: actor.ip,
        at: now,
        data: { from: row.status, to: status },
      });
    });
  }
  return { success: true, message: await detail(deps, { ...row, status }) };
}
