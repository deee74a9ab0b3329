import { sql } from 'drizzle-orm';
import type { AdminRoom } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { rowsOf } from '../../lib/rows';

/** Every room, by name, with how many active sections meet there. */
export async function listRooms(deps: Deps): Promise<AdminRoom[]> {
  return rowsOf<AdminRoom>(
    deps.db,
    sql`select r.id, r.name, r.capacity, r.is_active,
               (select count(*)::int from sections s where s.room_id = r.id and s.is_active) as sections_count
        from rooms r
        order by lower(r.name), r.id`,
  );
}
