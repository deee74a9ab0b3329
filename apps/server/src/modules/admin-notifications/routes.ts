import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNotificationBody } from '@academy/shared';
import * as service from './service';

/** The admin's Notifications tab (spec 2 and 7): send, and the recent list. */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/send-notification',
    { config: { access: 'admin' }, schema: { body: sendNotificationBody, tags: ['admin'] } },
    async (request) => service.sendNotification(deps, { id: request.auth!.id, ip: request.ip }, request.body),
  );

  app.get('/notifications/recent', { config: { access: 'admin' }, schema: { tags: ['admin'] } }, async () => ({
    notifications: await service.recentNotifications(deps),
  }));
};
