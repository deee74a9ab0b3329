import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../src/db/client';
import { asArrival, nextArrival } from '../src/db/pglite-turns';
import { preparedRowsOf } from '../src/lib/rows';

/*
 * On PGlite every request's statements share one connection (db/pglite-turns.ts): the waiting statement of
 * the request that arrived first goes first, so a request's second statement does not wait behind those of
 * requests that arrived after it.
 */

let database: Database;

beforeAll(async () => {
  // Always PGlite, also under npm run test:pg.
  database = await openPglite();
  await database.db.execute(sql`create table turns (id int primary key)`);
});

afterAll(async () => {
  await database?.close();
});

const select = (n: number) => database.db.execute(sql`select ${n}::int as n`);

describe('PGlite serves the oldest request first', () => {
  it("an older request's next statement goes before a younger request's, though asked for later", async () => {
    const order: string[] = [];
    const older = nextArrival();
    const younger = nextArrival();
    await Promise.all([
      asArrival(older, async () => {
        await select(1);
        order.push('older: page');
        // Asked for after the younger request's statement was already waiting.
        await preparedRowsOf(database.db, sql`select ${2}::int as n`);
        order.push('older: details');
      }),
      asArrival(younger, async () => {
        await select(3);
        order.push('younger');
      }),
    ]);
    expect(order).toEqual(['older: page', 'older: details', 'younger']);
  });

  it('goes by arrival, not by who asked first; work outside a request counts as arriving when it asks', async () => {
    const order: string[] = [];
    const older = nextArrival();
    const younger = nextArrival();
    await Promise.all([
      asArrival(younger, () => select(1).then(() => order.push('younger'))),
      select(2).then(() => order.push('outside')),
      asArrival(older, () => select(3).then(() => order.push('older'))),
    ]);
    expect(order).toEqual(['older', 'younger', 'outside']);
  });

  it('a transaction keeps the connection to itself, and a failed statement fails only its caller', async () => {
    const first = nextArrival();
    const second = nextArrival();
    const seen: number[] = [];
    const [failed] = await Promise.allSettled([
      asArrival(second, () => database.db.execute(sql`select * from no_such_table`)),
      asArrival(first, () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into turns values (1)`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx.execute(sql`insert into turns values (2)`);
        }),
      ),
      asArrival(second, async () => {
        const rows = ((await database.db.execute(sql`select id from turns order by id`)) as unknown as { rows: { id: number }[] }).rows;
        seen.push(...rows.map((r) => r.id));
      }),
    ]);
    expect(failed.status).toBe('rejected');
    // The younger request's read waited for the whole transaction, never inside it.
    expect(seen).toEqual([1, 2]);
    expect((await select(4)) as unknown as { rows: unknown[] }).toMatchObject({ rows: [{ n: 4 }] });
  });
});
