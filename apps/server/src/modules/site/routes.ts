import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfo } from '../admin-content/settings';

/** The academy's public identity, contact details and texts: the admin's saved settings over the configuration. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site', { config: { access: 'public' } }, async (_request, reply) => {
    // Short browser cache: an admin's change shows on the next visit within a minute.
    return reply.header('Cache-Control', 'public, max-age=60').send(await siteInfo(app.deps));
  });
};
