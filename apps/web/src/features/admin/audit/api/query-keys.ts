import type { AuditAction, AuditEntity } from '../lib/audit-actions';

/** The log's filters, as GET /api/admin/audit-log takes them. */
export interface AuditFilters {
  action?: AuditAction;
  entity?: AuditEntity;
  entity_id?: string;
}

export interface AuditListQuery extends AuditFilters {
  limit: number;
  offset: number;
}

/** Every cache key of the audit log screen, in one place. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditListQuery) => ['admin', 'audit', 'list', query] as const,
};
