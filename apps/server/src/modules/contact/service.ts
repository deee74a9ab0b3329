import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountMessage, contactBody } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { contactMessages, contactReplies } from '../../db/schema';
import { loadFamily } from '../auth/family';
import { AppError } from '../../lib/errors';
import { searchText } from '../../lib/search-text';

type ContactInput = z.output<typeof contactBody>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a contact-form message for the admin inbox. Spam defences besides the per-IP rate limit: a
 * field people never see (bots fill it in: accepted and dropped, so the bot learns nothing), the same
 * message sent twice within a day kept once, and a daily cap per sender address (bots rotating IPs).
 * Returns the id of the stored message, or null when nothing new was stored.
 */
export async function receiveMessage(deps: Deps, input: ContactInput, userId: number | null): Promise<number | null> {
  if (input.website?.trim()) {
    deps.log.info({ event: 'contact_honeypot' }, 'contact message dropped: hidden field filled in');
    return null;
  }
  // Signed in: the sender is the account, whatever name and e-mail the body gives (issue 30 item 3).
  const sender =
    userId === null ? { name: input.name, email: input.email as string | null, phone: null } : await accountSender(deps, userId);
  const since = new Date(deps.clock().getTime() - DAY_MS);
  const recent = await deps.db
    .select({ id: contactMessages.id, subject: contactMessages.subject, message: contactMessages.message })
    .from(contactMessages)
    .where(
      and(
        userId === null ? eq(contactMessages.email, input.email) : eq(contactMessages.userId, userId),
        gte(contactMessages.createdAt, since),
      ),
    )
    .orderBy(sql`${contactMessages.id} desc`)
    .limit(deps.config.CONTACT_MAX_PER_EMAIL_PER_DAY);
  const duplicate = recent.find((m) => m.subject === input.subject && m.message === input.message);
  if (duplicate) return duplicate.id;
  if (recent.length >= deps.config.CONTACT_MAX_PER_EMAIL_PER_DAY) {
    throw new AppError(429, 'rate_limited', 'Too many messages from this address today. Please call the academy.');
  }
  const now = deps.clock();
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      userId,
      name: sender.name,
      email: sender.email,
      subject: input.subject,
      message: input.message,
      searchText: searchText(sender.name, sender.email, sender.phone, input.subject),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

/**
 * Who a signed-in sender is: the account's own name (else its parent record's, else its phone) and the
 * account's e-mail, or none when the account has none (never the parent record's e-mail, which a parent
 * can set to anything without proof): the academy then answers in the dashboard's messages.
 */
async function accountSender(deps: Deps, userId: number) {
  const { user, parent } = await loadFamily(deps.db, userId);
  return { name: user.fullName ?? parent?.fullName ?? user.phone ?? 'Parent', email: user.email, phone: user.phone };
}

/** The dashboard's form: name and e-mail come from the account (the e-mail may be missing). */
export async function receiveAccountMessage(deps: Deps, userId: number, input: { subject: string; message: string }) {
  const sender = await accountSender(deps, userId);
  const now = deps.clock();
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      userId,
      name: sender.name,
      email: sender.email,
      subject: input.subject,
      message: input.message,
      searchText: searchText(sender.name, sender.email, sender.phone, input.subject),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const ACCOUNT_MESSAGES_LIMIT = 50;

/** The account's own messages, newest first, each with the academy's replies oldest first (two queries). */
export async function accountMessages(deps: Deps, userId: number): Promise<AccountMessage[]> {
  const messages = await deps.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ACCOUNT_MESSAGES_LIMIT);
  const replies = messages.length
    ? await deps.db
        .select()
        .from(contactReplies)
        .where(
          inArray(
            contactReplies.messageId,
            messages.map((m) => m.id),
          ),
        )
        .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
    : [];
  return messages.map((m) => ({
    id: m.id,
    subject: m.subject,
    message: m.message,
    status: m.status,
    created_at: m.createdAt.toISOString(),
    replies: replies.filter((r) => r.messageId === m.id).map((r) => ({ id: r.id, body: r.body, created_at: r.createdAt.toISOString() })),
  }));
}
