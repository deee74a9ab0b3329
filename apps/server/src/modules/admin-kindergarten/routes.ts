import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  idParams,
  kindergartenAttendanceBody,
  kindergartenEnrollmentsQuery,
  renewSubscriptionBody,
  subscriptionUpdateBody,
} from '@academy/shared';
import * as service from './service';

/** The admin's kindergarten (Little Stars) screen and subscription actions (spec 2 "Kindergarten", spec 7 enrollments). */
export const adminKindergartenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin kindergarten'];

  app.get('/kindergarten/summary', { config: admin, schema: { tags } }, async () => service.summary(deps.db));

  app.get('/kindergarten/classes', { config: admin, schema: { tags } }, async () => service.classes(deps.db));

  app.get('/kindergarten/enrollments', { config: admin, schema: { querystring: kindergartenEnrollmentsQuery, tags } }, async (request) =>
    service.listEnrollments(deps, request.query),
  );

  app.post('/kindergarten/attendance', { config: admin, schema: { body: kindergartenAttendanceBody, tags } }, async (request) =>
    service.markAttendance(deps, actor(request), request.body),
  );

  app.get('/enrollments/:id/course-details', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    service.courseDetails(deps, request.params.id),
  );

  app.put('/enrollments/:id', { config: admin, schema: { params: idParams, body: subscriptionUpdateBody, tags } }, async (request) =>
    service.updateSubscription(deps, actor(request), request.params.id, request.body),
  );

  app.post('/enrollments/:id/renew', { config: admin, schema: { params: idParams, body: renewSubscriptionBody, tags } }, async (request) =>
    service.renewSubscription(deps, actor(request), request.params.id, request.body),
  );
};
