import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagingPreferencesBody, stopLinkParams } from '@academy/shared';
import { myPreferences, savePreferences, stopByLink, stopLinkState } from './preferences';

/**
 * Mounted at /api/messaging: the signed-in family's messaging preferences (channels, language, quiet hours), and
 * the public STOP link of an SMS (`/sms-stop/<token>` in the web app), which names one parent by a signed token.
 */
export const messagingPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['messaging'];
  const limited = { max: deps.config.RATE_LIMIT_AUTH_MAX, timeWindow: deps.config.RATE_LIMIT_WINDOW };

  app.get('/preferences', { config: { access: 'client' }, schema: { tags } }, async (request) => myPreferences(deps, request.auth!.id));

  app.put('/preferences', { config: { access: 'client' }, schema: { body: messagingPreferencesBody, tags } }, async (request) =>
    savePreferences(deps, request.auth!.id, request.body),
  );

  app.get(
    '/stop/:token',
    { config: { access: 'public', rateLimit: limited }, schema: { params: stopLinkParams, tags } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return stopLinkState(deps, request.params.token);
    },
  );

  app.post(
    '/stop/:token',
    { config: { access: 'public', rateLimit: limited }, schema: { params: stopLinkParams, tags } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return stopByLink(deps, request.params.token);
    },
  );
};
