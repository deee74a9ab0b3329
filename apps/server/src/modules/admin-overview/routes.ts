import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overview } from './service';

export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/overview', { config: { access: 'admin' }, schema: { tags: ['admin'] } }, async () => overview(app.deps));
};
