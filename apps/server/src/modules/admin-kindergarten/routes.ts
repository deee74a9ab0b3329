import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  idParams,
  kindergartenAttendanceBody,
  kindergartenEnrollmentsQuery,
  renewSubscriptionBody,
  subscriptionUpdateBody,
  toCents,
} from '@academy/shared';
import { idempotencyOf } from '../../lib/idempotency';
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

  // The request's key (Idempotency-Key header or body), else one derived for a double click (lib/idempotency).
  app.post(
    '/enrollments/:id/renew',
    { config: admin, schema: { params: idParams, body: renewSubscriptionBody, tags } },
    async (request) => {
      const { amount, payment_method, idempotency_key } = request.body;
      const idem = idempotencyOf(request, idempotency_key, {
        actorId: request.auth!.id,
        now: deps.clock(),
        request: {
          route: 'renew',
          enrollment_id: request.params.id,
          amount: amount === undefined ? null : toCents(amount),
          method: payment_method,
        },
      });
      return service.renewSubscription(deps, actor(request), request.params.id, request.body, idem);
    },
  );
};
