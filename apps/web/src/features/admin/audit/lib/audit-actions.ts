/**
 * The actions the server's audit log records (apps/server/src/lib/audit.ts `AuditAction`), grouped as the
 * action filter shows them. An action missing here still shows, under its raw name.
 */
export const AUDIT_ACTION_GROUPS = {
  users: [
    'user.created',
    'user.updated',
    'user.role_changed',
    'user.activated',
    'user.deactivated',
    'user.deleted',
    'user.sign_in_unlocked',
  ],
  students: [
    'student.created',
    'student.updated',
    'student.enrolled',
    'student.unenrolled',
    'student.section_changed',
    'student.deleted',
    'student.archived',
    'students.imported',
    'card.claim_reset',
  ],
  registrations: ['registration.approved', 'registration.rejected'],
  mobile: ['credentials.generated', 'credentials.reset', 'mobile_access.changed'],
  notifications: ['notification.sent', 'messaging.settings_updated', 'message.resent'],
  courses: [
    'course.created',
    'course.updated',
    'course.activated',
    'course.deactivated',
    'course.archived',
    'course.deleted',
    'section.created',
    'section.updated',
    'section.scheduled',
    'section.deleted',
    'room.created',
    'room.updated',
    'room.deleted',
  ],
  attendance: ['attendance.marked', 'attendance.cycle_reset', 'subscription.updated', 'subscription.renewed'],
  money: [
    'payment.recorded',
    'debt.cleared',
    'payment.reversed',
    'teacher_pay.rule_set',
    'teacher_pay.paid',
    'teacher_pay.month_closed',
    'cash_day.closed',
  ],
  content: [
    'contact.replied',
    'contact.status_changed',
    'settings.updated',
    'gallery.uploaded',
    'gallery.updated',
    'gallery.reordered',
    'gallery.deleted',
  ],
} as const;

export type AuditAction = (typeof AUDIT_ACTION_GROUPS)[keyof typeof AUDIT_ACTION_GROUPS][number];
export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AUDIT_ACTION_GROUPS).flat();

/** What the entries are about (the `entity` column). */
export const AUDIT_ENTITIES = [
  'user',
  'student',
  'parent',
  'registration',
  'notification',
  'course',
  'section',
  'enrollment',
  'attendance_record',
  'contact_message',
  'gallery_item',
  'settings',
  'ledger_entry',
  'teacher',
  'room',
  'message_outbox',
  'cash_day',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const isAuditAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);
export const isAuditEntity = (value: string | null): value is AuditEntity => AUDIT_ENTITIES.includes(value as AuditEntity);

/** Colour of an action's badge: additions green, removals red, switches orange, the rest blue. */
export function actionColor(action: string): string {
  if (
    /\.(created|generated|approved|activated|enrolled|imported|sent|marked|renewed|scheduled|uploaded|recorded|cleared|replied)$/.test(
      action,
    )
  )
    return 'green';
  if (/\.(deleted|rejected|deactivated|unenrolled|archived)$/.test(action)) return 'red';
  if (/\.(role_changed|reset|changed)$/.test(action)) return 'orange';
  return 'blue';
}
