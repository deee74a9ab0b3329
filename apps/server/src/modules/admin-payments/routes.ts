import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, receiptNumber, receiptQuery } from '@academy/shared';
import { paymentReceipt } from './receipt';

/** A payment's receipt (spec 2 "Receipt"), mounted at /api/admin/payments: as JSON and as a PDF. */
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
};
