import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, teacherWeekQuery } from '@academy/shared';
import { teacherClassList, teacherWeek } from './service';

/**
 * The teacher's portal (issue 25 item 2), read-only: the week's sessions and an own section's class list.
 * Mounted at /api/teacher; every route is for role teacher only, and reads only the caller's own sections.
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
};
