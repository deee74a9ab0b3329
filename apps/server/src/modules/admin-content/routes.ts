import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contactMessagesQuery, contactReplyBody, contactStatusBody, idParams, siteSettingsBody } from '@academy/shared';
import * as service from './service';
import { loadSettings, saveSettings } from './settings';

const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
const admin = { access: 'admin' as const };
const tags = ['admin content'];

/**
 * The admin's Content & Support tab, its contact inbox (spec 2 "Content management", spec 7 contact rows):
 * mounted at /api/contact/messages.
 */
export const adminContactMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('', { config: admin, schema: { querystring: contactMessagesQuery, tags } }, async (request) =>
    service.listMessages(deps, request.query),
  );

  app.get('/unread-count', { config: admin, schema: { tags } }, async () => ({
    unread_count: await service.unreadCount(deps),
  }));

  app.get('/:id', { config: admin, schema: { params: idParams, tags } }, async (request) => ({
    message: await service.getMessage(deps, request.params.id),
  }));

  app.post('/:id/respond', { config: admin, schema: { params: idParams, body: contactReplyBody, tags } }, async (request) =>
    service.respond(deps, actor(request), request.params.id, request.body.response),
  );

  app.patch('/:id/status', { config: admin, schema: { params: idParams, body: contactStatusBody, tags } }, async (request) =>
    service.setStatus(deps, actor(request), request.params.id, request.body.status),
  );
};

/** The Content & Support tab's site settings (the texts and contact details the public site shows): mounted at /api/admin/settings. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('', { config: admin, schema: { tags } }, async () => ({ settings: await loadSettings(deps) }));

  app.put('', { config: admin, schema: { body: siteSettingsBody, tags } }, async (request) => ({
    success: true,
    settings: await saveSettings(deps, actor(request), request.body),
  }));
};
