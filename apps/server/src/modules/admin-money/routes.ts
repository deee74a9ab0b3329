import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  academyClock,
  attendanceOverviewQuery,
  clearDebtBody,
  idParams,
  indebtedUsersQuery,
  monthlyDueQuery,
  paymentDueQuery,
  receiptNumber,
  receiptQuery,
  toCents,
} from '@academy/shared';
import { idempotencyOf } from '../../lib/idempotency';
import { clearDebt, indebtedUsers, pendingPayments } from './debts';
import { overview, paymentDuePage, presentDue } from './overview';
import { sendCsv } from '../../lib/csv';
import { attendanceCsv } from './csv';
import { paymentReceipt } from './receipts';
import { attendanceRecordsPage } from './records';

/**
 * Money at the door and its analytics (issue 7 items 3 and 4, spec 2 "Attendance", spec 7 attendance
 * and payments): indebted users and clear debt, the overview and its CSV export, payment receipts, and
 * the pending / monthly-due payment views. Registered under /api; every route is the admin's.
 */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin money'];

  app.get('/attendance/indebted-users', { config: admin, schema: { querystring: indebtedUsersQuery, tags } }, async (request) =>
    indebtedUsers(deps, request.query),
  );

  // The request's key (Idempotency-Key header or body), else one derived for a double click (lib/idempotency).
  app.post('/attendance/clear-debt', { config: admin, schema: { body: clearDebtBody, tags } }, async (request) => {
    const { user_id, amount, payment_method, idempotency_key } = request.body;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id,
      now: deps.clock(),
      request: { route: 'clear-debt', user_id, amount: toCents(amount), method: payment_method },
    });
    return clearDebt(deps, actor(request), request.body, idem);
  });

  app.get('/admin/attendance/overview', { config: admin, schema: { querystring: attendanceOverviewQuery, tags } }, async (request) =>
    overview(deps, request.query),
  );

  app.get('/admin/attendance', { config: admin, schema: { querystring: attendanceOverviewQuery, tags } }, async (request) =>
    attendanceRecordsPage(deps, request.query),
  );

  app.get('/admin/attendance/payment-due', { config: admin, schema: { querystring: paymentDueQuery, tags } }, async (request) => {
    const { limit, offset } = request.query;
    const { rows, total } = await paymentDuePage(deps.db, academyClock(deps.clock()).date, limit, offset);
    return { payment_due_students: rows.map(presentDue), total, limit, offset };
  });

  app.get(
    '/admin/attendance/export.csv',
    { config: admin, schema: { querystring: attendanceOverviewQuery, tags } },
    async (request, reply) => {
      const { fileName, body } = await attendanceCsv(deps, request.query);
      return sendCsv(reply, fileName, body);
    },
  );

  app.get(
    '/admin/payments/:id/receipt',
    { config: admin, schema: { params: idParams, querystring: receiptQuery, tags } },
    async (request) => paymentReceipt(deps, request.params.id, request.query.lang),
  );

  app.get(
    '/admin/payments/:id/receipt.pdf',
    { config: admin, schema: { params: idParams, querystring: receiptQuery, tags } },
    async (request, reply) => {
      const receipt = await paymentReceipt(deps, request.params.id, request.query.lang);
      // react-pdf (layout engine, fonts) loads with the first document, not with the server.
      const { renderReceipt } = await import('./receipt-document');
      const pdf = await renderReceipt(receipt);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="receipt-${receiptNumber(receipt.id)}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.get('/payments/admin/pending', { config: admin, schema: { querystring: indebtedUsersQuery, tags } }, async (request) =>
    pendingPayments(deps, request.query),
  );

  app.get('/payments/admin/monthly-due', { config: admin, schema: { querystring: monthlyDueQuery, tags } }, async (request) => {
    const { limit, offset } = request.query;
    const { rows, total } = await paymentDuePage(deps.db, academyClock(deps.clock()).date, limit, offset, 'monthly');
    return {
      monthly_payments_due: rows.map((d) => ({
        ...presentDue(d),
        enrollment_id: d.enrollment_id,
        parent_name: d.parent_name,
        parent_phone: d.parent_phone,
        sessions_attended: d.sessions ?? 0,
      })),
      total,
      limit,
      offset,
    };
  });
};
