import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParams, messageLogQuery, messagingSettingsBody } from '@academy/shared';
import * as service from './service';

const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
const admin = { access: 'admin' as const };
const tags = ['admin messaging'];

/** The admin's messaging to families (issue 26): settings, the delivery log and its resend; mounted at /api/admin/messaging. */
export const adminMessagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/settings', { config: admin, schema: { tags } }, async () => service.getSettings(deps));

  app.put('/settings', { config: admin, schema: { body: messagingSettingsBody, tags } }, async (request) =>
    service.saveSettings(deps, actor(request), request.body),
  );

  app.get('/log', { config: admin, schema: { querystring: messageLogQuery, tags } }, async (request) =>
    service.listLog(deps, request.query),
  );

  app.get('/log/:id', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    service.getLogEntry(deps, request.params.id),
  );

  app.post('/log/:id/resend', { config: admin, schema: { params: idParams, tags } }, async (request, reply) => {
    const { message, created } = await service.resend(deps, actor(request), request.params.id);
    return reply.status(created ? 201 : 200).send({ message });
  });
};
