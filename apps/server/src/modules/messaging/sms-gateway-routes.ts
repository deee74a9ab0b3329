import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { handleGatewayEvent, verifyGatewaySignature } from './channels/sms-gateway';

const gatewayEvent = z.object({ event: z.string().max(64), payload: z.record(z.string(), z.unknown()) });

/**
 * /api/messaging/sms-gateway/webhook: the SMS Gateway for Android's webhooks (register this URL in the app for
 * sms:received, sms:delivered and sms:failed, with a signing key = SMS_GATEWAY_SIGNING_KEY). Public, but only a
 * request signed with the key is read: the raw body is kept for the signature, which is checked before anything.
 */
export const smsGatewayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // This plugin only: the JSON body as the exact bytes sent, since the signature covers them.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/webhook', { config: { access: 'public' }, schema: { tags: ['messaging'] } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = (name: string) => {
      const v = request.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    if (!verifyGatewaySignature(deps.config.SMS_GATEWAY_SIGNING_KEY, raw, header('x-signature'), header('x-timestamp'), deps.clock())) {
      throw new AppError(401, 'invalid_signature', 'The webhook signature is missing or wrong');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest('bad_request', 'The webhook body is not JSON');
    }
    const event = gatewayEvent.safeParse(parsed);
    if (!event.success) throw badRequest('bad_request', 'The webhook body is not a gateway event');
    const outcome = await handleGatewayEvent(deps.db, event.data, deps.clock());
    request.log.info({ event: event.data.event, ...outcome }, 'sms gateway webhook');
    return { success: true };
  });
};
