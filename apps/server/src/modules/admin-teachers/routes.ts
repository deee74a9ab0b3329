import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teacherOptions } from './options';

/** The admin's teachers (issue 25). Mounted at /api/admin/teachers. */
export const adminTeacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.get('/options', { config: admin, schema: { tags } }, async () => ({ teachers: await teacherOptions(deps) }));
};
