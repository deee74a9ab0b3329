import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoomBody, adminRoomUpdateBody, idParams } from '@academy/shared';
import { createRoom, deleteRoom, updateRoom, type RoomActor } from './edit-room';

const actor = (request: FastifyRequest): RoomActor => ({ id: request.auth!.id, ip: request.ip });
import { listRooms } from './list-rooms';

/** The academy's rooms (issue 25): where sections meet, and how many each seats. Mounted at /api/admin/rooms. */
export const adminRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.get('', { config: admin, schema: { tags } }, async () => ({ rooms: await listRooms(deps) }));

  app.post('', { config: admin, schema: { body: adminRoomBody, tags } }, async (request, reply) =>
    reply.status(201).send({ success: true, message: 'Room created.', room: await createRoom(deps, actor(request), request.body) }),
  );

  app.put('/:id', { config: admin, schema: { params: idParams, body: adminRoomUpdateBody, tags } }, async (request) => ({
    success: true,
    message: 'Room updated.',
    room: await updateRoom(deps, actor(request), request.params.id, request.body),
  }));

  app.delete('/:id', { config: admin, schema: { params: idParams, tags } }, async (request) =>
    deleteRoom(deps, actor(request), request.params.id),
  );
};
