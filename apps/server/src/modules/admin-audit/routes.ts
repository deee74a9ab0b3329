import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuery } from '@academy/shared';
import { listAuditLog } from './service';

/** The audit log of admin actions (issue 5): who did what, when, from where. Mounted at /api/admin/audit-log. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get('', { config: { access: 'admin' }, schema: { querystring: auditLogQuery, tags: ['admin'] } }, async (request) =>
    listAuditLog(deps, request.query),
  );
};
