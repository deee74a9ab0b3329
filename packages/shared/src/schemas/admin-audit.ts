import { z } from 'zod';
import { MAX_ID } from '../constants';
import { cleanString } from './fields';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveId = z.coerce.number().int().positive().max(MAX_ID);

/** GET /api/admin/audit-log: newest first, filtered by action (e.g. user.deleted), entity (e.g. user) and its id. */
export const auditLogQuery = z.object({
  action: z.preprocess(emptyToUndefined, cleanString().max(64, 'too_long').optional()),
  entity: z.preprocess(emptyToUndefined, cleanString().max(40, 'too_long').optional()),
  entity_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  actor_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export interface AuditLogEntry {
  id: number;
  action: string;
  entity: string;
  entity_id: number | null;
  data: Record<string, unknown> | null;
  ip: string | null;
  created_at: string;
  /** Who did it; null when the account was deleted since. */
  actor: { id: number; name: string | null; email: string | null } | null;
}

export interface AuditLogResponse {
  entries: AuditLogEntry[];
  total: number;
}
