import { eq, sql } from 'drizzle-orm';
import type { AdminRoom, adminRoomBody, adminRoomUpdateBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { rooms } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { uniqueViolation } from '../../lib/db-errors';
import { audit } from '../../lib/audit';

/** Who changes a room, and from where (the audit log names them). */
export interface RoomActor {
  id: number;
  ip: string | null;
}

type CreateBody = z.output<typeof adminRoomBody>;
type UpdateBody = z.output<typeof adminRoomUpdateBody>;

const roomNotFound = () => notFound('Room not found.', 'room_not_found');
const nameTaken = () => conflict('room_name_taken', 'A room with this name already exists.', { name: ['room_name_taken'] });

/** rooms_name_key (lower(name)) fired: another room has the name in some case. */
function rethrowNameTaken(error: unknown): never {
  if (uniqueViolation(error)?.includes('rooms_name')) throw nameTaken();
  throw error;
}

async function assertNameFree(db: Db | Tx, name: string, exceptId?: number) {
  const [taken] = await rowsOf<{ id: number }>(
    db,
    sql`select id from rooms where lower(name) = lower(${name}) ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  if (taken) throw nameTaken();
}

export async function roomById(db: Db | Tx, id: number): Promise<AdminRoom> {
  const [room] = await rowsOf<AdminRoom>(
    db,
    sql`select r.id, r.name, r.capacity, r.is_active,
               (select count(*)::int from sections s where s.room_id = r.id and s.is_active) as sections_count
        from rooms r where r.id = ${id}`,
  );
  if (!room) throw roomNotFound();
  return { ...room, sections_count: Number(room.sections_count) };
}

/** POST /api/admin/rooms: a name no other room has in any case. */
export async function createRoom(deps: Deps, actor: RoomActor, body: CreateBody): Promise<AdminRoom> {
  const now = deps.clock();
  const id = await deps.db
    .transaction(async (tx) => {
      await assertNameFree(tx, body.name);
      const [room] = await tx
        .insert(rooms)
        .values({ name: body.name, capacity: body.capacity, isActive: body.is_active, createdAt: now, updatedAt: now })
        .returning({ id: rooms.id });
      await audit(tx, {
        actorId: actor.id,
        action: 'room.created',
        entity: 'room',
        entityId: room!.id,
        ip: actor.ip,
        at: now,
        data: { name: body.name, capacity: body.capacity },
      });
      return room!.id;
    })
    .catch(rethrowNameTaken);
  return roomById(deps.db, id);
}

/**
 * PUT /api/admin/rooms/{id}: name, capacity, active. The room stays locked while the active sections meeting
 * there are compared with the new capacity, so a capacity below one of their seat counts is refused, naming them.
 */
export async function updateRoom(deps: Deps, actor: RoomActor, id: number, body: UpdateBody): Promise<AdminRoom> {
  const now = deps.clock();
  await deps.db
    .transaction(async (tx) => {
      const [room] = await tx.select().from(rooms).where(eq(rooms.id, id)).for('update');
      if (!room) throw roomNotFound();
      if (body.name !== undefined && body.name !== room.name) await assertNameFree(tx, body.name, id);
      if (body.capacity !== undefined && body.capacity < room.capacity) {
        const over = await rowsOf<{ id: number; name: string; course_name: string; course_name_ar: string; max_students: number }>(
          tx,
          sql`select s.id, s.name, c.name as course_name, coalesce(c.name_ar, c.name) as course_name_ar, s.max_students
              from sections s join courses c on c.id = s.course_id
              where s.room_id = ${id} and s.is_active and s.max_students > ${body.capacity}
              order by s.max_students desc, s.id`,
        );
        if (over.length) {
          const names = over.map((s) => `${s.course_name} – ${s.name} (${s.max_students})`);
          // The web names them in the page's language.
          const namesAr = over.map((s) => `${s.course_name_ar} – ${s.name} (${s.max_students})`);
          throw conflict(
            'room_capacity_below_section',
            `The capacity is below the seats of a section meeting in this room: ${names.join(', ')}.`,
            {
              capacity: ['room_capacity_below_section'],
              sections: names,
              sections_ar: namesAr,
              section_ids: over.map((s) => String(s.id)),
            },
          );
        }
      }
      await tx
        .update(rooms)
        .set({
          name: body.name ?? room.name,
          capacity: body.capacity ?? room.capacity,
          isActive: body.is_active ?? room.isActive,
          updatedAt: now,
        })
        .where(eq(rooms.id, id));
      const changed = (['name', 'capacity', 'is_active'] as const).filter((key) => {
        const before = { name: room.name, capacity: room.capacity, is_active: room.isActive }[key];
        return body[key] !== undefined && body[key] !== before;
      });
      if (changed.length)
        await audit(tx, {
          actorId: actor.id,
          action: 'room.updated',
          entity: 'room',
          entityId: id,
          ip: actor.ip,
          at: now,
          data: { fields: changed, name: body.name ?? room.name, capacity: body.capacity ?? room.capacity },
        });
    })
    .catch(rethrowNameTaken);
  return roomById(deps.db, id);
}

/** A foreign key still points at the room (sections_room_id restricts). */
function isReferenceViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23503') return true;
  }
  return false;
}

/** DELETE /api/admin/rooms/{id}: only a room no section (active or not) names; otherwise 409 room_in_use. */
export async function deleteRoom(deps: Deps, actor: RoomActor, id: number) {
  await deps.db
    .transaction(async (tx) => {
      const [room] = await tx.select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.id, id)).for('update');
      if (!room) throw roomNotFound();
      const [used] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from sections where room_id = ${id}`);
      if (Number(used?.n ?? 0) > 0) throw roomInUse(Number(used!.n));
      await tx.delete(rooms).where(eq(rooms.id, id));
      await audit(tx, {
        actorId: actor.id,
        action: 'room.deleted',
        entity: 'room',
        entityId: id,
        ip: actor.ip,
        at: deps.clock(),
        data: { name: room.name },
      });
    })
    .catch((error: unknown) => {
      if (isReferenceViolation(error)) throw roomInUse();
      throw error;
    });
  return { success: true as const, message: 'Room deleted.' };
}

const roomInUse = (sections?: number) =>
  conflict('room_in_use', 'Sections meet in this room: move them to another room or deactivate it instead.', {
    sections: sections === undefined ? [] : [String(sections)],
  });
