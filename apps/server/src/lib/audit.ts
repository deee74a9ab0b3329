import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Actions the audit log records (issue: who did what, when). */
export type AuditAction =
  | 'registration.approved'
  | 'registration.rejected'
  | 'user.created'
  | 'user.updated'
  | 'user.role_changed'
  | 'user.sign_in_unlocked'
  | 'user.activated'
  | 'user.deactivated'
  | 'user.deleted'
  | 'student.created'
  | 'student.updated'
  | 'student.enrolled'
  | 'student.unenrolled'
  | 'student.section_changed'
  | 'student.deleted'
  | 'student.archived'
  | 'card.claim_reset'
  | 'credentials.generated'
  | 'credentials.reset'
  | 'mobile_access.changed'
  | 'students.imported'
  | 'notification.sent'
  | 'course.created'
  | 'course.updated'
  | 'course.activated'
  | 'course.deactivated'
  | 'course.archived'
  | 'course.deleted'
  | 'section.created'
  | 'section.updated'
  | 'section.scheduled'
  | 'section.deleted'
  | 'room.created'
  | 'room.updated'
  | 'room.deleted'
  | 'subscription.updated'
  | 'subscription.renewed'
  | 'attendance.marked'
  | 'attendance.cycle_reset'
  | 'payment.recorded'
  | 'debt.cleared'
  | 'payment.reversed'
  | 'teacher_pay.rule_set'
  | 'teacher_pay.paid'
  | 'teacher_pay.month_closed'
  | 'cash_day.closed'
  | 'contact.replied'
  | 'contact.status_changed'
  | 'settings.updated'
  | 'gallery.uploaded'
  | 'gallery.updated'
  | 'gallery.reordered'
  | 'gallery.deleted'
  | 'messaging.settings_updated'
  | 'message.resent';

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  entity: string;
  entityId?: number | null;
  data?: Record<string, unknown>;
  ip?: string | null;
  at: Date;
}

/** Records an admin action; pass the transaction handle so the entry commits or rolls back with the change. */
export async function audit(db: Db | Tx, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: entry.data ?? null,
    ip: entry.ip ?? null,
    createdAt: entry.at,
  });
}
