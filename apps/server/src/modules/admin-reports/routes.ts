import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportExportQuery, reportParams, reportQuery } from '@academy/shared';
import { sendCsv } from '../../lib/csv';
import { buildReport } from './reports';
import { exportFileName, reportCsv } from './tables';
import { renderReport } from './report-document';

/**
 * Reports (issue 8 item 3): attendance, revenue, debts ageing, enrollments, kindergarten subscriptions
 * due; each as JSON and as CSV and PDF exports of the same figures. Mounted at /api/admin/reports;
 * every route is the admin's.
 */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin reports'];

  app.get('/:report', { config: admin, schema: { params: reportParams, querystring: reportQuery, tags } }, async (request) =>
    buildReport(deps, request.params.report, request.query),
  );

  app.get(
    '/:report.csv',
    { config: admin, schema: { params: reportParams, querystring: reportExportQuery, tags } },
    async (request, reply) => {
      const report = await buildReport(deps, request.params.report, request.query);
      return sendCsv(reply, exportFileName(report, 'csv'), reportCsv(report, request.query.lang));
    },
  );

  app.get(
    '/:report.pdf',
    { config: admin, schema: { params: reportParams, querystring: reportExportQuery, tags } },
    async (request, reply) => {
      const { lang } = request.query;
      const report = await buildReport(deps, request.params.report, request.query);
      const academy = lang === 'ar' ? deps.config.academy.name_ar : deps.config.academy.name;
      const pdf = await renderReport(report, lang, academy);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${exportFileName(report, 'pdf')}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
