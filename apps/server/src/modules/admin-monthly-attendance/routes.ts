import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthlyResetBody, toCents } from '@academy/shared';
import { idempotencyOf } from '../ledger/idempotency';
import { monthlyReset } from './reset';

/** 'Paid (Reset)' of a monthly seat (spec 4 "Monthly cycle"), mounted at /api/admin/monthly-attendance. */
export const adminMonthlyAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin attendance'];

  // Money: the request's key (Idempotency-Key header or body), else one derived for a double click (ledger/idempotency).
  app.post('/reset', { config: admin, schema: { body: monthlyResetBody, tags } }, async (request) => {
    const { student_id, class_id, amount, payment_method, idempotency_key } = request.body;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id,
      now: deps.clock(),
      request: {
        route: 'monthly-reset',
        student_id,
        class_id,
        amount: amount === undefined ? null : toCents(amount),
        method: payment_method,
      },
    });
    return monthlyReset(deps, { id: request.auth!.id, ip: request.ip }, request.body, idem);
  });
};
