import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { migrateDatabase, openPglite, type Database, type Db } from '../src/db/client';
import { uniqueViolation } from '../src/lib/db-errors';
import { pagingAsLiterals, preparedRowsOf, rowsOf } from '../src/lib/rows';

/*
 * preparedRowsOf on PGlite runs named statements through the wire protocol (db/pglite-prepared.ts): the
 * answers, errors, locking and notifications must be those of PGlite's own query(), which Drizzle's
 * db.execute goes through.
 */

let database: Database;
let db: Db;

/** The same query the way PGlite's query() answers it. */
const unnamed = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('it should have failed'),
    (error: unknown) => error,
  );

beforeAll(async () => {
  // Always PGlite, also under npm run test:pg (which makes no PGlite template).
  const template = process.env.TEST_TEMPLATE_DUMP;
  database = await openPglite(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
  if (!template) await migrateDatabase(database);
  db = database.db;
  await db.execute(sql`
    create table probe (id int primary key, name text not null, flag boolean, born date, seen_at timestamptz,
                        price numeric(12,2), big bigint, doc jsonb, tags text[])`);
  for (let id = 1; id <= 20; id++) {
    await db.execute(sql`insert into probe values (${id}, ${`name ${id}`}, ${id % 2 === 0}, ${`2020-01-${String(id).padStart(2, '0')}`},
      ${new Date(Date.UTC(2026, 0, id, 9, 30))}, ${`${id}.50`}, ${id * 1_000_000_000}, ${JSON.stringify({ id, list: [id] })},
      ${`{a${id},b}`})`);
  }
  await db.execute(sql`insert into probe (id, name) values (21, 'nulls')`);
});

afterAll(async () => {
  await database?.close();
});

describe('preparedRowsOf on PGlite', () => {
  const byId = (id: number | null) => sql`select * from probe where id = ${id}`;

  it('answers the same query with other values as query() does, every column type included', async () => {
    for (let round = 0; round < 3; round++) {
      for (const id of [1, 2, 7, 20, 21, 99, null]) {
        const rows = await preparedRowsOf(db, byId(id));
        expect(rows).toEqual(await unnamed(byId(id)));
        expect(rows).toHaveLength(id && id <= 21 ? 1 : 0);
      }
    }
    // parsed once, under a name
    expect(
      await unnamed(sql`select count(*)::int as n from pg_prepared_statements where statement = 'select * from probe where id = $1'`),
    ).toEqual([{ n: 1 }]);
    const [row] = await preparedRowsOf<Record<string, unknown>>(db, byId(2));
    expect(row).toMatchObject({
      id: 2,
      name: 'name 2',
      flag: true,
      born: '2020-01-02',
      price: '2.50',
      doc: { id: 2, list: [2] },
      tags: ['a2', 'b'],
    });
    expect(typeof row!.seen_at).toBe('string');
    const [empty] = await preparedRowsOf<Record<string, unknown>>(db, byId(21));
    expect(empty).toMatchObject({ flag: null, born: null, price: null, doc: null, tags: null });
  });

  it('takes parameters of several types', async () => {
    const query = (name: string, flag: boolean | null, born: string, at: Date, price: string, ids: number[]) => sql`
      select id, name, price::text as price, ${flag}::boolean as flag_param from probe
      where (name = ${name} or (flag is not distinct from ${flag} and born >= ${born}::date and seen_at >= ${at} and price >= ${price}::numeric))
        and id in ${ids} order by id`;
    const cases = [
      query('name 3', true, '2020-01-15', new Date(Date.UTC(2026, 0, 1)), '17', [3, 16, 18, 19, 20]),
      query('nobody', false, '2020-01-01', new Date(Date.UTC(2026, 0, 10)), '0', [3, 9, 11, 12]),
      query('name 4', null, '1999-01-01', new Date(0), '0', [4, 5, 21]),
    ];
    for (const q of cases) expect(await preparedRowsOf(db, q)).toEqual(await unnamed(q));
    expect((await preparedRowsOf<{ id: number }>(db, cases[0]!)).map((r) => r.id)).toEqual([3, 18, 20]);
    expect((await preparedRowsOf<{ id: number }>(db, cases[1]!)).map((r) => r.id)).toEqual([11]);
  });

  it('raises a unique violation with its code, as query() does, and keeps working after it', async () => {
    const insert = (key: string) =>
      sql`insert into settings (key, value) values (${key}, ${JSON.stringify({ on: true })}::jsonb) returning key`;
    await db.execute(insert('prepared-a'));
    const expected = await errorOf(db.execute(insert('prepared-a')));
    // the statement's first use fails after its Parse: the next use parses it again under the same name
    const error = await errorOf(preparedRowsOf(db, insert('prepared-a')));
    expect(uniqueViolation(error)).toBe('settings_pkey');
    expect((error as Error).constructor).toBe((expected as Error).constructor);
    const cause = (error as { cause: Record<string, unknown> }).cause;
    const expectedCause = (expected as { cause: Record<string, unknown> }).cause;
    expect(cause.constructor).toBe(expectedCause.constructor);
    expect(cause).toMatchObject({ code: '23505', constraint: 'settings_pkey', message: expectedCause.message, query: expectedCause.query });
    expect(await preparedRowsOf(db, insert('prepared-b'))).toEqual([{ key: 'prepared-b' }]);

    const parseError = await errorOf(preparedRowsOf(db, sql`select no_such_column from probe where id = ${1}`));
    expect((parseError as { cause: { code: string } }).cause.code).toBe('42703');
    expect(await preparedRowsOf(db, byId(1))).toEqual(await unnamed(byId(1)));
  });

  it('runs inside a transaction, which it sees and which may roll it back', async () => {
    const named = (key: string) => sql`select key from settings where key = ${key}`;
    const insert = (key: string) => sql`insert into settings (key, value) values (${key}, '1'::jsonb) returning key`;
    await db.transaction(async (tx) => {
      expect(await preparedRowsOf(tx, insert('in-tx'))).toEqual([{ key: 'in-tx' }]);
      expect(await preparedRowsOf(tx, named('in-tx'))).toEqual([{ key: 'in-tx' }]);
    });
    expect(await preparedRowsOf(db, named('in-tx'))).toEqual([{ key: 'in-tx' }]);

    // a statement first parsed in a transaction that rolls back is still there afterwards
    const fresh = (key: string) => sql`select key, 'fresh' as tag from settings where key = ${key}`;
    await expect(
      db.transaction(async (tx) => {
        await preparedRowsOf(tx, insert('rolled-back'));
        expect(await preparedRowsOf(tx, fresh('rolled-back'))).toEqual([{ key: 'rolled-back', tag: 'fresh' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await preparedRowsOf(db, fresh('rolled-back'))).toEqual([]);
    expect(await preparedRowsOf(db, fresh('in-tx'))).toEqual([{ key: 'in-tx', tag: 'fresh' }]);

    // an error aborts the transaction; a statement it could not parse is parsed on its next use
    const later = (key: string) => sql`select key, 'later' as tag from settings where key = ${key}`;
    await expect(
      db.transaction(async (tx) => {
        await errorOf(preparedRowsOf(tx, insert('in-tx')));
        await preparedRowsOf(tx, later('in-tx'));
      }),
    ).rejects.toMatchObject({ cause: { code: '25P02' } });
    expect(await preparedRowsOf(db, later('in-tx'))).toEqual([{ key: 'in-tx', tag: 'later' }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const count = sql`select count(*)::int as n from settings where key like ${'wait-%'}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const started = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await preparedRowsOf(tx, sql`insert into settings (key, value) values (${'wait-1'}, '1'::jsonb)`);
      inserted();
      await held;
      await preparedRowsOf(tx, sql`insert into settings (key, value) values (${'wait-2'}, '1'::jsonb)`);
    });
    await started;
    let outside: number | undefined;
    const read = preparedRowsOf<{ n: number }>(db, count).then(([row]) => (outside = row!.n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outside).toBeUndefined();
    release();
    await transaction;
    expect(await read).toBe(2);
  });

  it('keeps concurrent calls apart, beside unnamed queries', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    const results = await Promise.all(
      ids.flatMap((id) => [
        preparedRowsOf<{ id: number }>(db, byId(id)),
        preparedRowsOf<{ id: number; name: string }>(db, sql`select id, name from probe where id = ${id} or id = ${id + 1} order by id`),
        unnamed(byId(id)) as Promise<{ id: number }[]>,
      ]),
    );
    ids.forEach((id, i) => {
      expect(results[3 * i]).toEqual(results[3 * i + 2]);
      expect(results[3 * i]![0]!.id).toBe(id);
      expect(results[3 * i + 1]!.map((r) => r.id)).toEqual(id < 21 ? [id, id + 1] : [21]);
    });
  });

  it('delivers the change notifications of the writes it makes', async () => {
    let changes = 0;
    const stop = await database.listenForChanges(
      () => changes++,
      () => {},
    );
    try {
      await preparedRowsOf(db, sql`insert into settings (key, value) values (${'notify-1'}, '1'::jsonb)`);
      expect(changes).toBe(1);
      await db.transaction(async (tx) => {
        await preparedRowsOf(tx, sql`update settings set value = ${'2'}::jsonb where key = ${'notify-1'}`);
        expect(changes).toBe(1);
      });
      expect(changes).toBe(2);
      await preparedRowsOf(db, sql`select key from settings where key = ${'notify-1'}`);
      expect(changes).toBe(2);
    } finally {
      await stop();
    }
  });
});

describe('rowsOf on PGlite: a read as one JSON value, in a named statement with its page written in', () => {
  const page = (limit: number, offset: number, from = 0) =>
    sql`select id, name, flag, price::text as price, born::text as born from probe where id > ${from} order by id desc limit ${limit} offset ${offset}`;

  it('answers what query() answers, page by page, in order', async () => {
    for (const [limit, offset, from] of [
      [5, 0, 0],
      [5, 5, 0],
      [3, 0, 10],
      [50, 0, 0],
      [5, 100, 0],
    ] as const) {
      expect(await rowsOf(db, page(limit, offset, from))).toEqual(await unnamed(page(limit, offset, from)));
    }
    // The page size and offset are part of the statement; the other value stays a parameter.
    const statements = await unnamed(
      sql`select statement from pg_prepared_statements where statement like '%from probe where id > $1 order by id desc limit 5 offset 5%'`,
    );
    expect(statements).toHaveLength(1);
  });

  it('writes in only whole numbers, and renumbers the parameters left', () => {
    expect(pagingAsLiterals({ sql: 'select a from t where b = $1 limit $2 offset $3 and c = $4', params: ['x', 20, 40, 'y'] })).toEqual({
      sql: 'select a from t where b = $1 limit 20 offset 40 and c = $2',
      params: ['x', 'y'],
    });
    const unsafe = { sql: 'select a from t limit $1', params: ['20; drop table t'] };
    expect(pagingAsLiterals(unsafe)).toBe(unsafe);
    expect(pagingAsLiterals({ sql: 'select a from t limit $1 offset $2', params: [-1, 1.5] }).params).toEqual([-1, 1.5]);
  });

  it('leaves writes and locking reads to query()', async () => {
    const [row] = await rowsOf<{ id: number }>(db, sql`insert into probe (id, name) values (500, 'written') returning id`);
    expect(row).toEqual({ id: 500 });
    const locked = await db.transaction((tx) => rowsOf<{ id: number }>(tx, sql`select id from probe where id = 500 for update`));
    expect(locked).toEqual([{ id: 500 }]);
  });
});
