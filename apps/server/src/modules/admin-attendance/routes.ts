import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  confirmPaymentBody,
  markAttendanceBody,
  toCents,
  monthlyResetBody,
  scanBarcodeBody,
  studentCardParams,
  type ScanBarcodeAnswer,
  type ScanBarcodeResponse,
} from '@academy/shared';
import { badRequest } from '../../lib/errors';
import { givenIdempotency, idempotencyOf } from '../../lib/idempotency';
import { markAttendance as markKindergarten } from '../admin-kindergarten/service';
import * as service from './service';

/** The spec's scan result fields (spec 3) beside the product's shape: the student, the course marked, PAID / NOT PAID. */
function withSpecFields(scan: ScanBarcodeResponse): ScanBarcodeAnswer {
  const marked = scan.attendance;
  // The section marked (or already marked) is the open one marked today; with no mark, the only candidate.
  const course = marked
    ? (scan.candidates.find((c) => c.already_marked && c.window === 'open') ?? scan.candidates.find((c) => c.already_marked))
    : scan.candidates.length === 1
      ? scan.candidates[0]
      : undefined;
  return {
    ...scan,
    student_name: scan.student.name,
    course_name: course?.course_name ?? null,
    payment_required: marked?.payment_required ?? false,
    required_amount: marked?.required_amount ?? 0,
    attendance_id: marked?.attendance_id ?? null,
  };
}

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
    withSpecFields(await service.scan(deps, actor(request), request.body.barcode)),
  );

  // The spec's kindergarten marking comes here too (is_kindergarten, attendance_date): the kindergarten's
  // rules (no charge, a date in the past allowed, not in the future). `attendance_date` also dates an ordinary mark.
  app.post('/admin/attendance/mark', { config: admin, schema: { body: markAttendanceBody, tags } }, async (request) => {
    const { attendance_date, is_kindergarten, ...body } = request.body;
    const date = body.date ?? attendance_date;
    if (!is_kindergarten) {
      const idem = givenIdempotency(request, body.idempotency_key, {
        route: 'mark',
        student_id: body.student_id,
        class_id: body.class_id,
        date: date ?? null,
        status: body.status,
        payment_status: body.payment_status ?? null,
        amount: body.amount === undefined ? null : toCents(body.amount),
        method: body.payment_method,
      });
      return service.mark(deps, actor(request), { ...body, date }, undefined, idem);
    }
    if (!date) throw badRequest('validation_failed', 'Please select a date', { attendance_date: ['date_required'] });
    return markKindergarten(deps, actor(request), {
      student_id: body.student_id,
      class_id: body.class_id,
      attendance_date: date,
      status: body.status,
      notes: body.notes,
      is_kindergarten: true,
    });
  });

  // Money: the request's key (Idempotency-Key header or body), else one derived for a double click (lib/idempotency).
  app.post('/attendance/confirm-payment', { config: admin, schema: { body: confirmPaymentBody, tags } }, async (request) => {
    const { attendance_id, amount, payment_method, idempotency_key } = request.body;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id,
      now: deps.clock(),
      request: { route: 'confirm-payment', attendance_id, amount: toCents(amount), method: payment_method },
    });
    return service.confirmPayment(deps, actor(request), request.body, idem);
  });

  app.post('/admin/monthly-attendance/reset', { config: admin, schema: { body: monthlyResetBody, tags } }, async (request) => {
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
    return service.monthlyReset(deps, actor(request), request.body, idem);
  });

  app.get('/admin/attendance/students/:id/card', { config: admin, schema: { params: studentCardParams, tags } }, async (request) =>
    service.card(deps, request.params.id),
  );
};
