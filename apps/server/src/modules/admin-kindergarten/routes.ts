import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { kindergartenAttendanceBody, kindergartenEnrollmentsQuery } from '@academy/shared';
import { markAttendance } from './attendance';
import { listEnrollments } from './enrollments-list';
import { classes, summary } from './summary';

/**
 * The admin's kindergarten (Little Stars) screen (spec 2 "Kindergarten"), mounted at /api/admin/kindergarten.
 * Its seats' subscriptions (details, edit, renew) are /api/admin/enrollments (modules/admin-enrollments).
 */
export const adminKindergartenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin kindergarten'];

  app.get('/summary', { config: admin, schema: { tags } }, async () => summary(deps.db));

  app.get('/classes', { config: admin, schema: { tags } }, async () => classes(deps.db));

  // Orders and counts every kindergarten seat by today's due state: kept in memory until the data changes or the day turns.
  app.get(
    '/enrollments',
    { config: { ...admin, cache: 'shared' }, schema: { querystring: kindergartenEnrollmentsQuery, tags } },
    async (request) => listEnrollments(deps, request.query),
  );

  app.post('/attendance', { config: admin, schema: { body: kindergartenAttendanceBody, tags } }, async (request) =>
    markAttendance(deps, actor(request), request.body),
  );
};
