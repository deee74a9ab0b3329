import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overview } from './service';

/** The admin's overview screen: GET /api/admin/overview (mounted at /api/admin/overview). */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { access: 'admin' }, schema: { tags: ['admin'] } }, async () => overview(app.deps));
};
