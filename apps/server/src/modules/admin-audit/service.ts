import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditLogEntry, AuditLogResponse, auditLogQuery } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { auditLog, users } from '../../db/schema';

type Query = z.output<typeof auditLogQuery>;

/** GET /api/admin/audit-log: who did what and when, newest first, with the actor's name. */
export async function listAuditLog(deps: Deps, q: Query): Promise<AuditLogResponse> {
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entity_id) where.push(eq(auditLog.entityId, q.entity_id));
  if (q.actor_id) where.push(eq(auditLog.actorId, q.actor_id));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ entry: auditLog, actor: { id: users.id, name: users.fullName, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset(q.offset),
    deps.db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    entries: rows.map(({ entry, actor }): AuditLogEntry => ({
      id: entry.id,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      data: (entry.data as Record<string, unknown> | null) ?? null,
      ip: entry.ip,
      created_at: entry.createdAt.toISOString(),
      actor: actor ? { id: actor.id, name: actor.name, email: actor.email } : null,
    })),
    total: Number(total?.n ?? 0),
  };
}
