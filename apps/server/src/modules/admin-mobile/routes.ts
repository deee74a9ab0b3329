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

const actor = (request: FastifyRequest) => ({ id: request.auth!.id, ip: request.ip });
const admin = { access: 'admin' as const };
const tags = ['admin'];

/**
 * The admin's Mobile Access screen (spec 2 and 7), mounted at /api/admin/mobile-credentials. The credential rules are
 * those of the parent's dashboard (modules/mobile).
 */
export const adminMobileCredentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get('', { config: admin, schema: { querystring: adminMobileQuery, tags } }, async (request) =>
    service.listCredentials(deps, request.query),
  );
};

/** The Mobile Access screen's Regenerate, mounted at /api/admin/regenerate-mobile-credentials. */
export const adminRegenerateMobileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post('/:id', { config: admin, schema: { params: idParams, body: regenerateMobileBody, tags } }, async (request) =>
    service.issueFor(deps, actor(request), request.body.user_type, request.params.id, 'renew', 'regenerate-mobile-credentials'),
  );
};

/**
 * The mobile-access actions of the student and parent details: the same five for a student (mounted at
 * /api/admin/students with type 'student') and for a parent (mounted at /api/admin/parents with type 'parent').
 */
export const adminHolderMobileRoutes: FastifyPluginAsyncZod<{ type: MobileHolderType }> = async (app, { type }) => {
  const { deps } = app;
  app.put('/:id/toggle-mobile', { config: admin, schema: { params: idParams, body: toggleMobileBody, tags } }, async (request) =>
    service.setMobileAccess(deps, actor(request), type, request.params.id, request.body?.enabled),
  );

  app.post('/:id/generate-credentials', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    service.issueFor(deps, actor(request), type, request.params.id, 'generate', 'generate-credentials'),
  );

  app.post('/:id/reset-password', { config: admin, schema: { params: idParams, body: resetMobilePasswordBody, tags } }, async (request) =>
    service.issueFor(deps, actor(request), type, request.params.id, 'renew', 'reset-password', request.body?.password),
  );

  app.get('/:id/credentials', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    service.holderCredentials(deps, type, request.params.id),
  );

  app.post('/:id/regenerate-password', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    service.issueFor(deps, actor(request), type, request.params.id, 'renew', 'regenerate-password'),
  );
};
