import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_CODES, idParams } from '@academy/shared';
import { barcodeCardsPdf } from './service';

const cardsQuery = z.object({ lang: z.enum(LANGUAGE_CODES).default('en') });

/** Printable documents of the admin's QR codes screen (issue 6): the students' barcode cards of a section.
 * Mounted at /api/admin/sections (beside admin-sections' current sections). */
export const adminCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin cards'];

  app.get(
    '/:id/barcode-cards.pdf',
    { config: admin, schema: { params: idParams, querystring: cardsQuery, tags } },
    async (request, reply) => {
      const pdf = await barcodeCardsPdf(deps, request.params.id, request.query.lang);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="barcode-cards-section-${request.params.id}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
