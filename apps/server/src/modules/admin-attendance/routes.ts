import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { confirmPaymentBody, markAttendanceBody, monthlyResetBody, scanBarcodeBody, studentCardParams } from '@academy/shared';
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

  app.post('/admin/attendance/mark', { config: admin, schema: { body: markAttendanceBody, tags } }, async (request) =>
    service.mark(deps, actor(request), request.body),
  );

  app.post('/attendance/confirm-payment', { config: admin, schema: { body: confirmPaymentBody, tags } }, async (request) =>
    service.confirmPayment(deps, actor(request), request.body),
  );

  app.post('/admin/monthly-attendance/reset', { config: admin, schema: { body: monthlyResetBody, tags } }, async (request) =>
    service.monthlyReset(deps, actor(request), request.body),
  );

  app.get('/admin/attendance/students/:id/card', { config: admin, schema: { params: studentCardParams, tags } }, async (request) =>
    service.card(deps, request.params.id),
  );
};
