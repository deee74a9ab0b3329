import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRegistrationsQuery, approveRegistrationBody, idParams, registrationActionBody } from '@academy/shared';
import { approve, reject } from './decide-registration';
import { listRegistrations } from './list-registrations';

/** The admin's pending-registrations screen (spec 7 "Admin"), mounted at /api/admin/registrations. */
export const adminRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Approving or rejecting moves seats: the public catalogue reads the database again.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'POST' && reply.statusCode < 400) app.catalogueCache.clear();
    return payload;
  });
  const actor = (request: { auth: { id: number } | null; ip: string }) => ({ id: request.auth!.id, ip: request.ip });

  app.get('', { config: { access: 'admin' }, schema: { querystring: adminRegistrationsQuery, tags: ['admin'] } }, async (request) =>
    listRegistrations(deps, request.query),
  );

  app.post(
    '/:id/approve',
    { config: { access: 'admin' }, schema: { params: idParams, body: approveRegistrationBody, tags: ['admin'] } },
    async (request) => approve(deps, actor(request), request.params.id, request.body?.section_id),
  );

  app.post('/action', { config: { access: 'admin' }, schema: { body: registrationActionBody, tags: ['admin'] } }, async (request) => {
    const { registration_id: id, action, reason, section_id: sectionId } = request.body;
    return action === 'approve' ? approve(deps, actor(request), id, sectionId) : reject(deps, actor(request), id, reason);
  });
};
