import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRooms } from './list-rooms';

/** The academy's rooms (issue 25): where sections meet, and how many each seats. Mounted at /api/admin/rooms. */
export const adminRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.get('', { config: admin, schema: { tags } }, async () => ({ rooms: await listRooms(deps) }));
};
