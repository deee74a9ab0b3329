import { desc, eq, sql } from 'drizzle-orm';
import { notificationTexts, type AdminNotification, type BroadcastPreview, type sendNotificationBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { rowsOf } from '../../lib/rows';
import { insertOutboxRows } from '../messaging/outbox';
import { checkBudget, planBroadcast, previewOf, readerParentsWhere, type BroadcastInput } from '../messaging/events/notification';

type Body = z.output<typeof sendNotificationBody>;
type Target = Body['target_users'];
type Actor = { id: number; ip: string | null };

const RECENT_LIMIT = 20;

/**
 * How many people a notification reaches (its `sent_count`), counted when it is sent:
 * - parents: parent records that can read it, i.e. with an active web account (dashboard) or with the
 *   mobile app enabled and credentials issued;
 * - students: active students (their app, or their family's dashboard, shows what is sent to students);
 * - all: both figures added.
 */
async function audienceSize(tx: Tx, target: Target): Promise<number> {
  const [row] = await rowsOf<{ parents: number; students: number }>(
    tx,
    sql`select
      (select count(*) from parents p left join users u on u.id = p.user_id where ${readerParentsWhere})::int as parents,
      (select count(*) from students where is_active)::int as students`,
  );
  const parents = Number(row?.parents ?? 0);
  const students = Number(row?.students ?? 0);
  return target === 'parents' ? parents : target === 'students' ? students : parents + students;
}

function present(n: typeof notifications.$inferSelect, sender: { id: number | null; name: string | null } | null): AdminNotification {
  return {
    id: n.id,
    title: n.titleEn || n.titleAr || '',
    message: n.messageEn || n.messageAr || '',
    title_en: n.titleEn,
    title_ar: n.titleAr,
    message_en: n.messageEn,
    message_ar: n.messageAr,
    target_users: n.targetUsers,
    type: n.type,
    sent_count: n.sentCount,
    sent_by: sender?.id ? { id: sender.id, name: sender.name } : null,
    created_at: n.createdAt.toISOString(),
  };
}

const broadcastOf = (body: Body, actor: Actor, id: number | null): BroadcastInput => ({
  id,
  texts: notificationTexts(body),
  target: body.target_users,
  sms: body.sms,
  createdBy: actor.id,
});

/**
 * POST /api/admin/send-notification/preview: what the notification would reach and cost by SMS, push and
 * e-mail (the same plan the send queues), and whether its SMS fit in the month's budget. Writes nothing.
 */
export async function previewNotification(deps: Deps, actor: Actor, body: Body): Promise<BroadcastPreview> {
  const ctx = { config: deps.config, now: deps.clock() };
  return deps.db.transaction(async (tx) => {
    const input = broadcastOf(body, actor, null);
    return previewOf(tx, ctx, input, await planBroadcast(tx, ctx, input));
  });
}

/**
 * POST /api/admin/send-notification: stores the notification for its audience (the family dashboards and apps
 * read it), audits it and queues it by SMS, push and e-mail to the parents who read it (issue 26), in one
 * transaction. Refused with 409 sms_budget_exceeded, nothing written, when its SMS would go over the month's
 * budget (the admin may send it with `sms: false`).
 */
export async function sendNotification(deps: Deps, actor: Actor, body: Body) {
  const now = deps.clock();
  const texts = notificationTexts(body);
  return deps.db.transaction(async (tx) => {
    const sentCount = await audienceSize(tx, body.target_users);
    const [row] = await tx
      .insert(notifications)
      .values({
        titleEn: texts.title_en,
        titleAr: texts.title_ar,
        messageEn: texts.message_en,
        messageAr: texts.message_ar,
        targetUsers: body.target_users,
        type: body.type,
        sentBy: actor.id,
        sentCount,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'notification.sent',
      entity: 'notification',
      entityId: row!.id,
      ip: actor.ip,
      at: now,
      data: { target_users: body.target_users, type: body.type, sent_count: sentCount },
    });
    const ctx = { config: deps.config, now };
    const input = broadcastOf(body, actor, row!.id);
    const planned = await planBroadcast(tx, ctx, input);
    await checkBudget(tx, ctx, input, planned);
    await insertOutboxRows(tx, planned);
    const [sender] = await tx.select({ id: users.id, name: users.fullName }).from(users).where(eq(users.id, actor.id));
    return { success: true, message: 'Notification sent.', sent_count: sentCount, notification: present(row!, sender ?? null) };
  });
}

/** GET /api/admin/notifications/recent: the 20 newest, with who sent them. */
export async function recentNotifications(deps: Deps): Promise<AdminNotification[]> {
  const rows = await deps.db
    .select({ n: notifications, sender: { id: users.id, name: users.fullName } })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.sentBy))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(RECENT_LIMIT);
  return rows.map((r) => present(r.n, r.sender));
}
