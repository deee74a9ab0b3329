import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { academyClock, familyStudentQuery, indebtedUsersQuery, monthlyDueQuery } from '@academy/shared';
import { loadFamily } from '../auth/family';
import { paymentDuePage, presentDue } from '../admin-attendance/payment-due';
import { pendingPayments } from './pending';
import { studentPayments } from './service';

/**
 * /api/payments: the family's money, read from the ledger, and the admin's views under /api/payments/admin
 * (spec 7 pending_payments and monthly_due).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin money'];

  app.get(
    '/student-payments',
    { config: { access: 'client', cache: 'per-user' }, schema: { querystring: familyStudentQuery, tags: ['payments'] } },
    async (request) => studentPayments(deps, await loadFamily(deps.db, request.auth!.id), request.query.student_id),
  );

  app.get('/admin/pending', { config: admin, schema: { querystring: indebtedUsersQuery, tags } }, async (request) =>
    pendingPayments(deps, request.query),
  );

  app.get('/admin/monthly-due', { config: admin, schema: { querystring: monthlyDueQuery, tags } }, async (request) => {
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
