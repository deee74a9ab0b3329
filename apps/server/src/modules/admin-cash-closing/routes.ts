import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashClosingPdfQuery, cashClosingQuery, cashDayParams, legalHeader } from '@academy/shared';
import { siteInfo } from '../admin-content/settings';
import { renderCashDay } from './cash-day-document';
import { cashClosingReport, closeDay } from './service';

const tags = ['admin money'];

/**
 * Closing the cash (issue 28 item 4), mounted at /api/admin/cash-closing: a day's report (JSON and an A4 PDF in
 * en/ar/fr) and its closing. Admin only.
 */
export const adminCashClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };

  app.get('', { config: admin, schema: { querystring: cashClosingQuery, tags } }, async (request) =>
    cashClosingReport(deps, request.query.date),
  );

  app.post('/:date/close', { config: admin, schema: { params: cashDayParams, tags } }, async (request) =>
    closeDay(deps, { id: request.auth!.id, ip: request.ip }, request.params.date),
  );

  app.get(
    '/:date.pdf',
    { config: admin, schema: { params: cashDayParams, querystring: cashClosingPdfQuery, tags } },
    async (request, reply) => {
      const { lang } = request.query;
      const report = await cashClosingReport(deps, request.params.date);
      // The academy as the admin saved it in the settings (else the configuration's), with its legal identity.
      const site = await siteInfo(deps);
      const academy = lang === 'ar' ? site.academy.name_ar : site.academy.name;
      const pdf = await renderCashDay(report, lang, academy, report.today, legalHeader(site.legal, lang));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="cash-closing-${report.date}-${lang}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
