import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/health: up, and whether the database answers (503 when it does not). Mounted at /api/health. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { access: 'public' } }, async (_request, reply) => {
    const database = await app.deps.pingDb().catch(() => false);
    return reply
      .status(database ? 200 : 503)
      .send({ status: database ? 'ok' : 'degraded', database: database ? 'up' : 'down', time: app.deps.clock().toISOString() });
  });
};
