import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, receiptNumber, receiptQuery, reversePaymentBody } from '@academy/shared';
import { idempotencyOf } from '../ledger/idempotency';
import { paymentReceipt } from './receipt';
import { reversePaymentById } from './reverse';

/** A payment's receipt (spec 2 "Receipt"), mounted at /api/admin/payments: as JSON and as a PDF; and a payment's reversal. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin money'];

  app.get('/:id/receipt', { config: admin, schema: { params: idParams, querystring: receiptQuery, tags } }, async (request) =>
    paymentReceipt(deps, request.params.id, request.query.lang),
  );

  app.get('/:id/receipt.pdf', { config: admin, schema: { params: idParams, querystring: receiptQuery, tags } }, async (request, reply) => {
    const receipt = await paymentReceipt(deps, request.params.id, request.query.lang);
    // react-pdf (layout engine, fonts) loads with the first document, not with the server.
    const { renderReceipt } = await import('./receipt-document');
    const pdf = await renderReceipt(receipt);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="receipt-${receiptNumber(receipt.id)}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
  });

  // Money: the request's key (Idempotency-Key header or body), else one derived for a double click (ledger/idempotency).
  app.post('/:id/reverse', { config: admin, schema: { params: idParams, body: reversePaymentBody, tags } }, async (request) => {
    const { reason, idempotency_key } = request.body;
    const idem = idempotencyOf(request, idempotency_key, {
      actorId: request.auth!.id,
      now: deps.clock(),
      request: { route: 'reverse-payment', payment_id: request.params.id, reason },
    });
    return reversePaymentById(deps, { id: request.auth!.id, ip: request.ip }, request.params.id, reason, idem);
  });
};
