import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminMobileQuery,
  idParams,
  regenerateMobileBody,
  resetMobilePasswordBody,
  toggleMobileBody,
  type MobileHolderType,
} from '@academy/shared';
import * as service from './service';

/**
 * The admin's Mobile Access screen and the mobile-access actions of the student and parent details
 * (spec 2 and 7). The credential rules are those of the parent's dashboard (modules/mobile).
 */
export const adminMobileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.get('/mobile-credentials', { config: admin, schema: { querystring: adminMobileQuery, tags } }, async (request) =>
    service.listCredentials(deps, request.query),
  );

  app.post(
    '/regenerate-mobile-credentials/:id',
    { config: admin, schema: { params: idParams, body: regenerateMobileBody, tags } },
    async (request) =>
      service.issueFor(deps, actor(request), request.body.user_type, request.params.id, 'renew', 'regenerate-mobile-credentials'),
  );

  // The same five actions for a student (/students/{id}/...) and for a parent (/parents/{id}/...).
  for (const [type, plural] of [
    ['student', 'students'],
    ['parent', 'parents'],
  ] as const satisfies readonly (readonly [MobileHolderType, string])[]) {
    app.put(
      `/${plural}/:id/toggle-mobile`,
      { config: admin, schema: { params: idParams, body: toggleMobileBody, tags } },
      async (request) => service.setMobileAccess(deps, actor(request), type, request.params.id, request.body?.enabled),
    );

    app.post(`/${plural}/:id/generate-credentials`, { config: admin, schema: { params: idParams, tags } }, async (request) =>
      service.issueFor(deps, actor(request), type, request.params.id, 'generate', 'generate-credentials'),
    );

    app.post(
      `/${plural}/:id/reset-password`,
      { config: admin, schema: { params: idParams, body: resetMobilePasswordBody, tags } },
      async (request) => service.issueFor(deps, actor(request), type, request.params.id, 'renew', 'reset-password', request.body?.password),
    );

    app.get(`/${plural}/:id/credentials`, { config: admin, schema: { params: idParams, tags } }, async (request) =>
      service.holderCredentials(deps, type, request.params.id),
    );

    app.post(`/${plural}/:id/regenerate-password`, { config: admin, schema: { params: idParams, tags } }, async (request) =>
      service.issueFor(deps, actor(request), type, request.params.id, 'renew', 'regenerate-password'),
    );
  }
};
