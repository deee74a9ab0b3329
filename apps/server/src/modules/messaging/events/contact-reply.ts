import { sql } from 'drizzle-orm';
import type { MessageChannel } from '@academy/shared';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../lib/rows';
import { queueFamilyMessages } from '../outbox';

/** The reply's text in an SMS or push (the whole reply is in the dashboard and the e-mail). */
const REPLY_PREVIEW_CHARS = 280;

export function replyPreview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= REPLY_PREVIEW_CHARS ? flat : `${flat.slice(0, REPLY_PREVIEW_CHARS - 1).trimEnd()}…`;
}

/**
 * A reply to a parent's message (issue 26): `contact_reply` to the parent who wrote it, in the reply's
 * transaction. The parent is the one whose account sent the message, else the one parent whose account or
 * record has the message's e-mail (none, or several: nothing is queued). The reply already goes by e-mail to
 * the message's address (admin-content/service.ts), so only SMS and push are queued, and e-mail too when the
 * message gave no address. Once per reply.
 */
export async function queueContactReply(
  tx: Tx,
  ctx: { config: Config; now: Date; actorId: number },
  message: { id: number; userId: number | null; email: string | null },
  reply: { id: number; body: string },
): Promise<void> {
  const email = message.email?.trim().toLowerCase() || null;
  const found = await rowsOf<{ id: number }>(
    tx,
    message.userId !== null
      ? sql`select p.id from parents p where p.user_id = ${message.userId}`
      : email
        ? sql`select p.id from parents p left join users u on u.id = p.user_id
              where lower(u.email) = ${email} or lower(p.email) = ${email} limit 2`
        : sql`select null::int as id where false`,
  );
  if (found.length !== 1) return;
  const channels: MessageChannel[] = message.email ? ['sms', 'push'] : ['sms', 'push', 'email'];
  await queueFamilyMessages(
    tx,
    { config: ctx.config, now: ctx.now },
    {
      event: 'contact_reply',
      eventKey: `contact_reply:${message.id}:${reply.id}`,
      template: 'contact_reply',
      parentIds: [found[0]!.id],
      vars: () => ({ message: replyPreview(reply.body) }),
      channels,
      createdBy: ctx.actorId,
    },
  );
}
