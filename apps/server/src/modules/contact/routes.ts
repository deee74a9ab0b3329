import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody } from '@academy/shared';
import { receiveMessage } from './service';

const SENT = 'Message sent successfully! We will get back to you soon.';

/** POST /api/contact: the public contact form (signed-in senders are linked to their account). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/contact',
    {
      config: { access: 'public', rateLimit: { max: deps.config.CONTACT_RATE_MAX, timeWindow: deps.config.CONTACT_RATE_WINDOW } },
      schema: { body: contactBody, tags: ['contact'] },
    },
    async (request, reply) => {
      const id = await receiveMessage(deps, request.body, request.auth?.id ?? null);
      return reply.status(201).send({ success: true, message: SENT, ...(id === null ? {} : { id }) });
    },
  );
};
