import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminUserCreateBody,
  adminUserRoleBody,
  adminUsersQuery,
  adminUserUpdateBody,
  deleteUserQuery,
  idParams,
  toggleUserStatusBody,
} from '@academy/shared';
import { familyCredentials } from '../admin-mobile/service';
import { deleteUser } from './delete-user';
import { changeRole, createUser, setActive, unlockSignIn, updateUser } from './edit-user';
import { listUsers } from './list-users';

/** The admin's Users screen (spec 2, 7 and 8): list, add, edit, activate/deactivate, role, delete. Mounted at /api/admin/users. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const actor = (request: FastifyRequest) => ({ id: request.auth!.id, sessionId: request.auth!.sessionId, ip: request.ip });
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.get('', { config: admin, schema: { querystring: adminUsersQuery, tags } }, async (request) => listUsers(deps, request.query));

  app.post('', { config: admin, schema: { body: adminUserCreateBody, tags } }, async (request, reply) =>
    reply.status(201).send({ success: true, message: 'User created.', user: await createUser(deps, actor(request), request.body) }),
  );

  app.put('/:id', { config: admin, schema: { params: idParams, body: adminUserUpdateBody, tags } }, async (request) => ({
    success: true,
    message: 'User updated.',
    user: await updateUser(deps, actor(request), request.params.id, request.body),
  }));

  app.patch('/:id/toggle-status', { config: admin, schema: { params: idParams, body: toggleUserStatusBody, tags } }, async (request) =>
    setActive(deps, actor(request), request.params.id, request.body?.is_active),
  );

  app.patch('/:id/role', { config: admin, schema: { params: idParams, body: adminUserRoleBody, tags } }, async (request) => ({
    success: true,
    message: 'Role changed.',
    user: await changeRole(deps, actor(request), request.params.id, request.body.role),
  }));

  app.delete('/:id', { config: admin, schema: { params: idParams, querystring: deleteUserQuery, tags } }, async (request) =>
    deleteUser(deps, actor(request), request.params.id, request.query.cascade),
  );

  app.post(
    '/:id/unlock-sign-in',
    {
      config: admin,
      schema: {
        params: idParams,
        tags,
        description:
          "Forgets the account's failed sign-ins from every address and device (and its family's mobile-app usernames'), lifting their locks and slowdowns at once. Answers the account with its sign_in status.",
      },
    },
    async (request) => unlockSignIn(deps, actor(request), request.params.id),
  );

  app.get('/:id/credentials', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    familyCredentials(deps, request.params.id),
  );
};
