import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../src/lib/change-feed';
import { tablesWrittenBy } from '../src/db/client';

describe('the tables a statement writes (this process’s own writes on PostgreSQL)', () => {
  it.each([
    ['insert into "enrollments" ("student_id", "section_id") values ($1, $2) returning "id"', ['enrollments']],
    ['update "sections" set "name" = $1, "updated_at" = $2 where "sections"."id" = $3', ['sections']],
    ['delete from "rooms" where "rooms"."id" = $1', ['rooms']],
    ["update enrollments set cycle_started_on = '2026-11-21' where id = $1", ['enrollments']],
    ['  INSERT INTO public.ledger_entries (kind, amount) VALUES ($1, $2) ON CONFLICT DO NOTHING', ['ledger_entries']],
    [
      'with moved as (update "enrollments" set "is_active" = false where "id" = $1 returning "id") insert into "audit_log" ("action") values ($2)',
      ['enrollments', 'audit_log'],
    ],
    ['truncate table sessions', ['sessions']],
    ['merge into "courses" c using x on true when matched then do nothing', ['courses']],
  ])('%s', (text, tables) => {
    expect(tablesWrittenBy(text)).toEqual(expect.arrayContaining(tables));
  });

  it('names no table for a statement it cannot read (every cached answer is then dropped)', () => {
    expect(tablesWrittenBy('select refresh_something()')).toEqual([]);
  });
});

describe('the generation of some tables', () => {
  it('moves with a write to one of them or to a table not known, not with writes elsewhere', () => {
    const feed = createChangeFeed();
    feed.setLive(true);
    const sections = ['sections', 'enrollments'] as const;
    const start = feed.generationOf(sections);
    feed.changed('attendance_records');
    feed.changed('ledger_entries');
    expect(feed.generationOf(sections)).toBe(start);
    expect(feed.generation()).toBe(start + 2);
    feed.changed('enrollments');
    const afterSeat = feed.generationOf(sections);
    expect(afterSeat).toBeGreaterThan(start);
    feed.changed();
    expect(feed.generationOf(sections)).toBeGreaterThan(afterSeat);
    const beforeDrop = feed.generationOf(sections);
    feed.setLive(false);
    expect(feed.generationOf(sections)).toBeGreaterThan(beforeDrop);
  });
});
