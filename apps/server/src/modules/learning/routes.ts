import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyStudentQuery } from '@academy/shared';
import { loadFamily } from '../auth/family';
import { myHomework, myNotes } from './service';

/**
 * /api/learning: what a family reads of its child's classes (issue 25 item 2): the sessions' notes for parents and
 * the homework. `student_id` names one of the family's children (the first when absent); another family's is 404.
 */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const client = { access: 'client' as const };
  const tags = ['learning'];

  app.get('/my-notes', { config: client, schema: { querystring: familyStudentQuery, tags } }, async (request) =>
    myNotes(deps, await loadFamily(deps.db, request.auth!.id), request.query.student_id),
  );

  app.get('/my-homework', { config: client, schema: { querystring: familyStudentQuery, tags } }, async (request) =>
    myHomework(deps, await loadFamily(deps.db, request.auth!.id), request.query.student_id),
  );
};
