import { pageQuery, useListParams } from '../../lib/use-list-params';
import type { AuditFilters, AuditListQuery } from '../api/query-keys';
import { isAuditAction, isAuditEntity } from '../lib/audit-actions';

export const AUDIT_PAGE_SIZE = 25;
const FILTER_NAMES = ['action', 'entity', 'entity_id'] as const;

/** Reads the filters from search params (pure); unknown values are dropped. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const action = params.get('action');
  const entity = params.get('entity');
  const id = params.get('entity_id')?.trim() ?? '';
  return {
    action: isAuditAction(action) ? action : undefined,
    entity: isAuditEntity(entity) ? entity : undefined,
    entity_id: /^[1-9]\d{0,9}$/.test(id) ? id : undefined,
  };
}

export const auditQuery = (filters: AuditFilters, page: number): AuditListQuery => pageQuery(filters, page, AUDIT_PAGE_SIZE);

/** Action, entity, record number and page, kept in the URL. */
export function useAuditFilters() {
  return useListParams(readAuditFilters, FILTER_NAMES);
}
