import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyStudentQuery } from '@academy/shared';
import { loadFamily } from '../auth/family';
import { studentPayments } from './service';

/** The family's money, read from the ledger. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/student-payments',
    { config: { access: 'client', cache: 'per-user' }, schema: { querystring: familyStudentQuery, tags: ['payments'] } },
    async (request) => studentPayments(app.deps, await loadFamily(app.deps.db, request.auth!.id), request.query.student_id),
  );
};
