import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@academy/shared';
import { familyNotifications, markAllRead, markRead, unreadCount } from './family-service';

/** What the academy sent reaches the parent's dashboard: the list, the unread count, marking read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get('/', { config: { access: 'client', cache: 'per-user' }, schema: { tags: ['notifications'] } }, async (request) => {
    const userId = request.auth!.id;
    const [list, unread] = await Promise.all([familyNotifications(deps, { audience: 'parent', userId }), unreadCount(deps, userId)]);
    return { notifications: list, unread_count: unread };
  });
  app.get('/unread-count', { config: { access: 'client', cache: 'per-user' }, schema: { tags: ['notifications'] } }, async (request) => ({
    unread_count: await unreadCount(deps, request.auth!.id),
  }));
  app.post('/:id/read', { config: { access: 'client' }, schema: { params: idParams, tags: ['notifications'] } }, async (request) => {
    await markRead(deps, request.auth!.id, request.params.id);
    return { success: true };
  });
  app.post('/read-all', { config: { access: 'client' }, schema: { tags: ['notifications'] } }, async (request) => {
    await markAllRead(deps, request.auth!.id);
    return { success: true };
  });
};
