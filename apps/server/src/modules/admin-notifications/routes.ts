import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNotificationBody } from '@academy/shared';
import * as service from './service';

/** The admin's Notifications tab (spec 2 and 7): send, mounted at /api/admin/send-notification. */
export const adminSendNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post('', { config: { access: 'admin' }, schema: { body: sendNotificationBody, tags: ['admin'] } }, async (request) =>
    service.sendNotification(deps, { id: request.auth!.id, ip: request.ip }, request.body),
  );

  app.post('/preview', { config: { access: 'admin' }, schema: { body: sendNotificationBody, tags: ['admin'] } }, async (request) =>
    service.previewNotification(deps, { id: request.auth!.id, ip: request.ip }, request.body),
  );
};

/** The Notifications tab's recent list, mounted at /api/admin/notifications. */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/recent', { config: { access: 'admin' }, schema: { tags: ['admin'] } }, async () => ({
    notifications: await service.recentNotifications(deps),
  }));
};
