import { and, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { NOTIFICATION_TARGETS, type FamilyNotification } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { notificationReads, notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';

const LIST_LIMIT = 50;
type Audience = 'parent' | 'student';

/** A family's parent reads what was sent to everyone, to parents and to students; a student's app, to everyone and students. */
function targetsOf(audience: Audience) {
  return audience === 'parent' ? [...NOTIFICATION_TARGETS] : (['all', 'students'] as const).slice();
}

/** The newest notifications for an audience; `read` is tracked for web accounts. */
export async function familyNotifications(deps: Deps, who: { audience: Audience; userId: number | null }): Promise<FamilyNotification[]> {
  // Mobile tokens have no account to remember reads by: no row of notification_reads matches id 0.
  const rows = await deps.db
    .select({ n: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, who.userId ?? 0)))
    .where(inArray(notifications.targetUsers, targetsOf(who.audience)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map(({ n, readAt: r }) => ({
    id: n.id,
    title: n.titleEn || n.titleAr || '',
    message: n.messageEn || n.messageAr || '',
    title_en: n.titleEn,
    title_ar: n.titleAr,
    message_en: n.messageEn,
    message_ar: n.messageAr,
    type: n.type,
    target_users: n.targetUsers,
    created_at: n.createdAt.toISOString(),
    read: r !== null,
  }));
}

export async function unreadCount(deps: Deps, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        inArray(notifications.targetUsers, targetsOf('parent')),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(notificationReads)
            .where(and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId))),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function markRead(deps: Deps, userId: number, notificationId: number) {
  const [n] = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), inArray(notifications.targetUsers, targetsOf('parent'))));
  if (!n) throw notFound('Notification not found.');
  await deps.db.insert(notificationReads).values({ notificationId, userId, readAt: deps.clock() }).onConflictDoNothing();
}

export async function markAllRead(deps: Deps, userId: number) {
  await deps.db.execute(sql`
    insert into notification_reads (notification_id, user_id, read_at)
    select n.id, ${userId}, ${deps.clock().toISOString()}::timestamptz from notifications n
    where n.target_users in ('all', 'parents', 'students')
    on conflict do nothing`);
}
