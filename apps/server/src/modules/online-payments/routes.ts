import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCheckoutBody, idParams } from '@academy/shared';
import { AppError, badRequest } from '../../lib/errors';
import { loadFamily } from '../auth/family';
import { ChargilyUnavailable, chargilyEventSchema, chargilySignatureValid, fetchChargilyCheckout } from './chargily';
import { createCheckout, familyCheckout, familyCheckouts, onlineOptions } from './checkouts';
import { settleCheckout } from './settle';

/** /api/online-payments: a family pays what it owes online (Chargily Pay: CIB and EDAHABIA). */
export const onlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const client = { access: 'client' as const };
  const tags = ['online payments'];

  app.get('/options', { config: client, schema: { tags } }, async (request) =>
    onlineOptions(deps, await loadFamily(deps.db, request.auth!.id)),
  );

  app.post('/checkouts', { config: client, schema: { body: createCheckoutBody, tags } }, async (request) =>
    createCheckout(deps, await loadFamily(deps.db, request.auth!.id), request.body),
  );

  app.get('/checkouts', { config: client, schema: { tags } }, async (request) =>
    familyCheckouts(deps, await loadFamily(deps.db, request.auth!.id)),
  );

  app.get('/checkouts/:id', { config: client, schema: { params: idParams, tags } }, async (request) =>
    familyCheckout(deps, await loadFamily(deps.db, request.auth!.id), request.params.id),
  );

  await app.register(chargilyWebhookRoutes, { prefix: '/chargily' });
};

/**
 * /api/online-payments/chargily/webhook: Chargily's events. Public, but nothing is read before the `signature`
 * header (HMAC-SHA256 of the raw body with the secret key) is checked in constant time: 401 invalid_signature and
 * nothing written otherwise. The event's body is never trusted for money: the checkout is asked of Chargily
 * (GET /checkouts/{id}) and that answer is applied (settle.ts), once per event id and once per checkout. Chargily
 * unreachable: 503, so it delivers the event again.
 */
const chargilyWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // This plugin only: the JSON body as the exact bytes sent, since the signature covers them.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/webhook', { config: { access: 'public' }, schema: { tags: ['online payments'] } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers.signature;
    if (!chargilySignatureValid(deps.config.CHARGILY_SECRET_KEY, raw, typeof signature === 'string' ? signature : undefined)) {
      throw new AppError(401, 'invalid_signature', 'The webhook signature is missing or wrong');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest('bad_request', 'The webhook body is not JSON');
    }
    const event = chargilyEventSchema.safeParse(parsed);
    if (!event.success) throw badRequest('bad_request', 'The webhook body is not a Chargily event');
    const { id, type, data } = event.data;
    if (!type.startsWith('checkout.')) return { received: true, outcome: 'ignored' };
    let remote;
    try {
      remote = await fetchChargilyCheckout(deps.config, data.id);
    } catch (error) {
      if (!(error instanceof ChargilyUnavailable)) throw error;
      request.log.warn({ event: id, err: error.message }, 'chargily webhook: checkout not confirmed');
      // A checkout Chargily does not know (404) is not ours to credit; anything else: Chargily delivers it again.
      if (error.status === 404) return { received: true, outcome: 'unknown_checkout' };
      throw new AppError(503, 'payment_provider_unavailable', 'The checkout could not be confirmed with Chargily: deliver again later.');
    }
    const outcome = await settleCheckout(deps, remote, 'webhook', { id, type });
    request.log.info({ event: id, type, checkout: data.id, outcome }, 'chargily webhook');
    return { received: true, outcome };
  });
};
