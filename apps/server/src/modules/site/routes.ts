import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The academy's public identity and contact details, from configuration. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site', { config: { access: 'public' } }, async (_request, reply) => {
    const { academy, MOBILE_APP_URL } = app.deps.config;
    return reply.header('Cache-Control', 'public, max-age=300').send({ academy, mobile_app_url: MOBILE_APP_URL });
  });
};
