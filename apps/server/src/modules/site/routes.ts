import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfo } from '../admin-content/settings';

/** The academy's public identity, contact details and texts: the admin's saved settings over the configuration. Mounted at /api/site. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { access: 'public' } }, async (_request, reply) => {
    // Browsers ask again each time (a small answer, from the server's micro-cache), so an admin's change shows at once.
    return reply.header('Cache-Control', 'no-cache').send(await siteInfo(app.deps));
  });
};
