import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnlinePaymentsQuery, onlinePaymentSettingsBody } from '@academy/shared';
import { reconcileCheckouts } from '../online-payments/reconcile';
import { onlinePaymentSettings, saveFeesAllocation } from '../online-payments/settings';
import { adminOnlinePayments } from './list';

/** /api/admin/online-payments: the online payments with their checkout status, fees and receipts; the reconciliation; the fee setting. */
export const adminOnlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin money'];

  app.get('/', { config: admin, schema: { querystring: adminOnlinePaymentsQuery, tags } }, async (request) =>
    adminOnlinePayments(deps, request.query),
  );
  app.post('/reconcile', { config: admin, schema: { tags } }, async () => reconcileCheckouts(deps));
  app.get('/settings', { config: admin, schema: { tags } }, async () => onlinePaymentSettings(deps));
  app.put('/settings', { config: admin, schema: { body: onlinePaymentSettingsBody, tags } }, async (request) =>
    saveFeesAllocation(deps, { id: request.auth!.id, ip: request.ip }, request.body.fees_allocation),
  );
};
