import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { academyClock, attendanceOverviewQuery, markAttendanceBody, paymentDueQuery, studentCardParams, toCents } from '@academy/shared';
import { badRequest } from '../../lib/errors';
import { sendCsv } from '../../lib/csv';
import { givenIdempotency } from '../ledger/idempotency';
import { markAttendance as markKindergarten } from '../admin-kindergarten/attendance';
import { card } from './card';
import { attendanceCsv } from './csv';
import { mark } from './mark';
import { overview } from './overview';
import { paymentDuePage, presentDue } from './payment-due';
import { attendanceRecordsPage } from './records';

/**
 * The admin's attendance screen (spec 2 "Attendance", spec 7 attendance calls), mounted at
 * /api/admin/attendance: the manual mark, the student card, the overview with its records, CSV export and
 * payment-due list. The door's scan and its payment are /api/attendance (modules/attendance).
 */
export const adminAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin attendance'];

  // The spec's kindergarten marking comes here too (is_kindergarten, attendance_date): the kindergarten's
  // rules (no charge, a date in the past allowed, not in the future). `attendance_date` also dates an ordinary mark.
  app.post('/mark', { config: admin, schema: { body: markAttendanceBody, tags } }, async (request) => {
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
      return mark(deps, actor(request), { ...body, date }, undefined, idem);
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

  app.get('/students/:id/card', { config: admin, schema: { params: studentCardParams, tags } }, async (request) =>
    card(deps, request.params.id),
  );

  app.get('/overview', { config: admin, schema: { querystring: attendanceOverviewQuery, tags } }, async (request) =>
    overview(deps, request.query),
  );

  // GET /api/admin/attendance itself (the path '' is the prefix alone, without a trailing-slash twin).
  app.get('', { config: admin, schema: { querystring: attendanceOverviewQuery, tags } }, async (request) =>
    attendanceRecordsPage(deps, request.query),
  );

  app.get('/payment-due', { config: admin, schema: { querystring: paymentDueQuery, tags } }, async (request) => {
    const { limit, offset } = request.query;
    const { rows, total } = await paymentDuePage(deps.db, academyClock(deps.clock()).date, limit, offset);
    return { payment_due_students: rows.map(presentDue), total, limit, offset };
  });

  app.get('/export.csv', { config: admin, schema: { querystring: attendanceOverviewQuery, tags } }, async (request, reply) => {
    const { fileName, body } = await attendanceCsv(deps, request.query);
    return sendCsv(reply, fileName, body);
  });
};
