import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSubscriptionBody, pushUnsubscribeBody, type PushKeyResponse } from '@academy/shared';
import { removePushSubscription, savePushSubscription, vapidPublicKey } from './channels/push';

/**
 * /api/messaging/push: the family's devices that accept web push. The key to subscribe with; saving a browser's
 * subscription (an endpoint already saved moves to the caller: one browser, the account signed in on it); removing
 * the caller's own.
 */
export const messagingPushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get('/key', { config: { access: 'client' }, schema: { tags: ['messaging'] } }, async (): Promise<PushKeyResponse> => ({
    public_key: await vapidPublicKey(deps),
  }));
  app.post(
    '/subscriptions',
    { config: { access: 'client' }, schema: { body: pushSubscriptionBody, tags: ['messaging'] } },
    async (request, reply) => {
      await savePushSubscription(deps, request.auth!.id, request.body, request.headers['user-agent']);
      return reply.status(201).send({ success: true });
    },
  );
  app.delete(
    '/subscriptions',
    { config: { access: 'client' }, schema: { body: pushUnsubscribeBody, tags: ['messaging'] } },
    async (request) => ({ success: true, removed: await removePushSubscription(deps, request.auth!.id, request.body.endpoint) }),
  );
};
