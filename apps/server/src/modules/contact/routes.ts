import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessageBody, contactBody } from '@academy/shared';
import { accountMessages, receiveAccountMessage, receiveMessage } from './service';

const SENT = 'Message sent successfully! We will get back to you soon.';

/**
 * Mounted at /api/contact: POST /api/contact, the public contact form (signed-in senders are linked to their account),
 * and a signed-in family's own messages under /api/contact/my-messages. The admin's inbox: admin-content.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '',
    {
      config: { access: 'public', rateLimit: { max: deps.config.CONTACT_RATE_MAX, timeWindow: deps.config.CONTACT_RATE_WINDOW } },
      schema: { body: contactBody, tags: ['contact'] },
    },
    async (request, reply) => {
      const id = await receiveMessage(deps, request.body, request.auth?.id ?? null);
      return reply.status(201).send({ success: true, message: SENT, ...(id === null ? {} : { id }) });
    },
  );

  app.get('/my-messages', { config: { access: 'client', cache: 'per-user' }, schema: { tags: ['contact'] } }, async (request) => ({
    messages: await accountMessages(deps, request.auth!.id),
  }));

  app.post(
    '/my-messages',
    {
      config: { access: 'client', rateLimit: { max: deps.config.CONTACT_RATE_MAX, timeWindow: deps.config.CONTACT_RATE_WINDOW } },
      schema: { body: accountMessageBody, tags: ['contact'] },
    },
    async (request, reply) => {
      const id = await receiveAccountMessage(deps, request.auth!.id, request.body);
      return reply.status(201).send({ success: true, message: SENT, id });
    },
  );
};
