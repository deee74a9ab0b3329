import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, receiptQuery, reversePaymentBody } from '@academy/shared';
import { idempotencyOf } from '../ledger/idempotency';
import { recordPrint } from '../ledger/receipts';
import { paymentCreditNote } from './credit-note';
import { paymentReceipt } from './receipt';
import { reversePaymentById } from './reverse';

/**
 * A payment's receipt (spec 2 "Receipt") and, once reversed, its credit note, mounted at /api/admin/payments (every
 * {id} the payment's): each as JSON and as a PDF, every PDF logged as a print (the first the original, every later
 * one a marked duplicate: issue 28); and a payment's reversal.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin money'];
  const pdfHeaders = (fileName: string) => ({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  });

  app.get('/:id/receipt', { config: admin, schema: { params: idParams, querystring: receiptQuery, tags } }, async (request) =>
    paymentReceipt(deps, request.params.id, request.query.lang),
  );

  app.get('/:id/receipt.pdf', { config: admin, schema: { params: idParams, querystring: receiptQuery, tags } }, async (request, reply) => {
    const receipt = await paymentReceipt(deps, request.params.id, request.query.lang);
    // Logged before it is drawn: a print that fails to draw still counts, so no two PDFs of one receipt are originals.
    const copy = await recordPrint(deps.db, receipt.id, request.auth!.id, deps.clock());
    // react-pdf (layout engine, fonts) loads with the first document, not with the server.
    const { renderReceipt } = await import('./receipt-document');
    return reply.headers(pdfHeaders(`receipt-${receipt.receipt_number}.pdf`)).send(await renderReceipt(receipt, copy));
  });

  app.get('/:id/credit-note', { config: admin, schema: { params: idParams, querystring: receiptQuery, tags } }, async (request) =>
    paymentCreditNote(deps, request.params.id, request.query.lang),
  );

  app.get(
    '/:id/credit-note.pdf',
    { config: admin, schema: { params: idParams, querystring: receiptQuery, tags } },
    async (request, reply) => {
      const note = await paymentCreditNote(deps, request.params.id, request.query.lang);
      const copy = await recordPrint(deps.db, note.id, request.auth!.id, deps.clock());
      const { renderCreditNote } = await import('./credit-note-document');
      return reply.headers(pdfHeaders(`credit-note-${note.credit_note_number}.pdf`)).send(await renderCreditNote(note, copy));
    },
  );

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
