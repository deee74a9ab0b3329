import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  clearDebtBody,
  confirmPaymentBody,
  familyStudentQuery,
  indebtedUsersQuery,
  scanBarcodeBody,
  toCents,
  type ScanBarcodeAnswer,
  type ScanBarcodeResponse,
} from '@academy/shared';
import { loadFamily } from '../auth/family';
import { idempotencyOf } from '../ledger/idempotency';
import { clearDebt } from './clear-debt';
import { confirmPayment } from './confirm-payment';
import { indebtedUsers } from './indebted-users';
import { myAttendance } from './my-attendance';
import { scan } from './scan';

/** The spec's scan result fields (spec 3) beside the product's shape: the student, the course marked, PAID / NOT PAID. */
function withSpecFields(scanned: ScanBarcodeResponse): ScanBarcodeAnswer {
  const marked = scanned.attendance;
  // The section marked (or already marked) is the open one marked today; with no mark, the only candidate.
  const course = marked
    ? (scanned.candidates.find((c) => c.already_marked && c.window === 'open') ?? scanned.candidates.find((c) => c.already_marked))
    : scanned.candidates.length === 1
      ? scanned.candidates[0]
      : undefined;
  return {
    ...scanned,
    student_name: scanned.student.name,
    course_name: course?.course_name ?? null,
    payment_required: marked?.payment_required ?? false,
    required_amount: marked?.required_amount ?? 0,
    attendance_id: marked?.attendance_id ?? null,
  };
}

/**
 * /api/attendance (spec 7 attendance calls): the family's attendance, and the admin's door (the scan and
 * the PAID confirmation after a mark) and debts (the indebted users and a debt clearance).
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };

  app.get(
    '/my-attendance',
    { config: { access: 'client', cache: 'per-user' }, schema: { querystring: familyStudentQuery, tags: ['attendance'] } },
    async (request) => myAttendance(deps, await loadFamily(deps.db, request.auth!.id), request.query.student_id),
  );

  app.post('/scan-barcode', { config: admin, schema: { body: scanBarcodeBody, tags: ['admin attendance'] } }, async (request) =>
    withSpecFields(await scan(deps, actor(request), request.body.barcode)),
  );

  // Money: the request's key (Idempotency-Key header or body), else one derived for a double click (ledger/idempotency).
  app.post('/confirm-payment', { config: admin, schema: { body: confirmPaymentBody, tags: ['admin attendance'] } }, async (request) => {
    const { attendance_id, amount, payment_method, idempotency_key } = request.body;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id,
      now: deps.clock(),
      request: { route: 'confirm-payment', attendance_id, amount: toCents(amount), method: payment_method },
    });
    return confirmPayment(deps, actor(request), request.body, idem);
  });

  app.get('/indebted-users', { config: admin, schema: { querystring: indebtedUsersQuery, tags: ['admin money'] } }, async (request) =>
    indebtedUsers(deps, request.query),
  );

  app.post('/clear-debt', { config: admin, schema: { body: clearDebtBody, tags: ['admin money'] } }, async (request) => {
    const { user_id, amount, payment_method, idempotency_key } = request.body;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id,
      now: deps.clock(),
      request: { route: 'clear-debt', user_id, amount: toCents(amount), method: payment_method },
    });
    return clearDebt(deps, actor(request), request.body, idem);
  });
};
