import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, rollCallBody, teacherWeekQuery } from '@academy/shared';
import { givenIdempotency } from '../ledger/idempotency';
import { rollCall } from './roll-call';
import { teacherClassList, teacherWeek } from './service';

/**
 * The teacher's portal (issue 25 item 2): the week's sessions, an own section's class list and its roll call.
 * Mounted at /api/teacher; every route is for role teacher only, and touches only the caller's own sections.
 */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const teacher = { access: 'teacher' as const };
  const tags = ['teacher'];

  app.get('/week', { config: teacher, schema: { querystring: teacherWeekQuery, tags } }, async (request) =>
    teacherWeek(deps, request.auth!.id, request.query.date),
  );

  app.get('/sections/:id/students', { config: teacher, schema: { params: idParams, tags } }, async (request) =>
    teacherClassList(deps, request.auth!.id, request.params.id),
  );

  // Roll call of today's session (the door's rules and charges; nothing paid). An Idempotency-Key header makes a
  // retry answer the first call (ledger/idempotency).
  app.post('/sections/:id/roll-call', { config: teacher, schema: { params: idParams, body: rollCallBody, tags } }, async (request) => {
    const { id } = request.params;
    const marks = [...request.body.marks].sort((a, b) => a.student_id - b.student_id);
    const idem = givenIdempotency(request, request.body.idempotency_key, {
      route: 'roll-call',
      section_id: id,
      date: request.body.date ?? null,
      marks,
    });
    return rollCall(deps, { id: request.auth!.id, ip: request.ip }, id, request.body, idem);
  });
};
