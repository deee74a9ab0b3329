import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { confirmPaymentBody, markAttendanceBody, toCents, monthlyResetBody, scanBarcodeBody, studentCardParams } from '@academy/shared';
import { givenIdempotency, idempotencyOf } from '../../lib/idempotency';
import * as service from './service';

/**
 * Attendance at the door (spec 2 "Attendance" > Mark Attendance, spec 7 attendance calls): scan, mark,
 * PAID confirmation, 'Paid (Reset)' and the student card. Registered under /api (the spec's paths mix
 * /api/attendance and /api/admin).
 */
export const adminAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin attendance'];

  app.post('/attendance/scan-barcode', { config: admin, schema: { body: scanBarcodeBody, tags } }, async (request) =>
    service.scan(deps, actor(request), request.body.barcode),
  );

  app.post('/admin/attendance/mark', { config: admin, schema: { body: markAttendanceBody, tags } }, async (request) => {
    const body = request.body;
    const idem = givenIdempotency(request, body.idempotency_key, {
      route: 'mark', student_id: body.student_id, class_id: body.class_id, date: body.date ?? null, status: body.status,
      payment_status: body.payment_status ?? null, amount: body.amount === undefined ? null : toCents(body.amount), method: body.payment_method,
    });
    return service.mark(deps, actor(request), body, undefined, idem);
  });

  // Money: the request's key (Idempotency-Key header or body), else one derived for a double click (lib/idempotency).
  app.post('/attendance/confirm-payment', { config: admin, schema: { body: confirmPaymentBody, tags } }, async (request) => {
    const { attendance_id, amount, payment_method, idempotency_key } = request.body;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id, now: deps.clock(), request: { route: 'confirm-payment', attendance_id, amount: toCents(amount), method: payment_method },
    });
    return service.confirmPayment(deps, actor(request), request.body, idem);
  });

  app.post('/admin/monthly-attendance/reset', { config: admin, schema: { body: monthlyResetBody, tags } }, async (request) => {
    const { student_id, class_id, amount, payment_method, idempotency_key } = request.body;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id, now: deps.clock(),
      request: { route: 'monthly-reset', student_id, class_id, amount: amount === undefined ? null : toCents(amount), method: payment_method },
    });
    return service.monthlyReset(deps, actor(request), request.body, idem);
  });

  app.get('/admin/attendance/students/:id/card', { config: admin, schema: { params: studentCardParams, tags } }, async (request) =>
    service.card(deps, request.params.id),
  );
};
