import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * No API answer meant for one person is kept by a browser or a proxy: every `/api/*` answer of a route that
 * needs a sign-in (any access rule but 'public') says `Cache-Control: no-store`, and so does a public route's
 * answer that names no caching of its own when it is a write (a sign-in's token, a registration) or answers
 * a request carrying a token. Public reads keep their own headers (the catalogue filters, the site, the gallery).
 */
export const cacheHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      const isPublic = (request.routeOptions.config?.access ?? 'public') === 'public';
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isPublic || (!reply.hasHeader('cache-control') && (!isRead || request.headers.authorization !== undefined))) {
        void reply.header('Cache-Control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'cache-headers', dependencies: ['access'] },
);
