import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyStudentQuery } from '@academy/shared';
import { loadFamily } from '../auth/family';
import { myAttendance } from './my-attendance';

/** The family's side of attendance. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-attendance',
    { config: { access: 'client', cache: 'per-user' }, schema: { querystring: familyStudentQuery, tags: ['attendance'] } },
    async (request) => myAttendance(app.deps, await loadFamily(app.deps.db, request.auth!.id), request.query.student_id),
  );
};
