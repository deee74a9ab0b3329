import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contactMessagesQuery, contactReplyBody, contactStatusBody, idParams, siteSettingsBody } from '@academy/shared';
import * as service from './service';
import { loadSettings, saveSettings } from './settings';

/**
 * The admin's Content & Support tab: the contact inbox (spec 2 "Content management", spec 7 contact rows)
 * under /api/contact/messages, and the site settings under /api/admin/settings. Register with prefix /api.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin content'];

  app.get('/contact/messages', { config: admin, schema: { querystring: contactMessagesQuery, tags } }, async (request) =>
    service.listMessages(deps, request.query),
  );

  app.get('/contact/messages/unread-count', { config: admin, schema: { tags } }, async () => ({
    unread_count: await service.unreadCount(deps),
  }));

  app.get('/contact/messages/:id', { config: admin, schema: { params: idParams, tags } }, async (request) => ({
    message: await service.getMessage(deps, request.params.id),
  }));

  app.post(
    '/contact/messages/:id/respond',
    { config: admin, schema: { params: idParams, body: contactReplyBody, tags } },
    async (request) => service.respond(deps, actor(request), request.params.id, request.body.response),
  );

  app.patch(
    '/contact/messages/:id/status',
    { config: admin, schema: { params: idParams, body: contactStatusBody, tags } },
    async (request) => service.setStatus(deps, actor(request), request.params.id, request.body.status),
  );

  app.get('/admin/settings', { config: admin, schema: { tags } }, async () => ({ settings: await loadSettings(deps) }));

  app.put('/admin/settings', { config: admin, schema: { body: siteSettingsBody, tags } }, async (request) => ({
    success: true,
    settings: await saveSettings(deps, actor(request), request.body),
  }));
};
