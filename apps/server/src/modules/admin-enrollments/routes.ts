import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParams, renewSubscriptionBody, subscriptionUpdateBody, toCents } from '@academy/shared';
import { idempotencyOf } from '../ledger/idempotency';
import { courseDetails } from './course-details';
import { renewSubscription } from './renew';
import { updateSubscription } from './subscription';

/**
 * One seat's details and its kindergarten subscription (spec 7 enrollments), mounted at /api/admin/enrollments:
 * the details modal, the subscription edit form and the renewal (a month's charge and its payment).
 */
export const adminEnrollmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin kindergarten'];

  app.get('/:id/course-details', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    courseDetails(deps, request.params.id),
  );

  app.put('/:id', { config: admin, schema: { params: idParams, body: subscriptionUpdateBody, tags } }, async (request) =>
    updateSubscription(deps, actor(request), request.params.id, request.body),
  );

  // The request's key (Idempotency-Key header or body), else one derived for a double click (ledger/idempotency).
  app.post('/:id/renew', { config: admin, schema: { params: idParams, body: renewSubscriptionBody, tags } }, async (request) => {
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
    return renewSubscription(deps, actor(request), request.params.id, request.body, idem);
  });
};
