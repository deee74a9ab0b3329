import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import querystring from 'fast-querystring';
import type { z } from 'zod';
import { adminCourseBody, homeworkFields } from '@academy/shared';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { signedInTeacher } from './support/teachers';
import { createCourse, createSection } from './support/catalogue';
import { changedTables, databaseDigest } from './support/db-digest';
import { and, desc, eq } from 'drizzle-orm';
import { ledgerEntries, parents, students } from '../src/db/schema';
import { approvedEnrollment, attended } from './support/family-data';
import { nulBytePath } from '../src/plugins/nul-bytes';

/**
 * Issue 9 item 3: bad input never breaks the API. Every route of `app.routeTable` that takes path ids, a
 * body or a query gets generated hostile input (wrong types, huge strings, deep nesting, prototype keys,
 * NaN / Infinity, negative, fractional and huge ids, unicode, null bytes, broken JSON) as the admin and as a
 * parent. When the route's own schemas refuse the input, the answer must be a 4xx with a JSON
 * `{ code, message }` and the database must be byte-for-byte the same (a digest of every table). When the
 * input could be valid (the schemas accept it, or the route has nothing to refuse), only "never a 5xx" is
 * asserted and the digest is taken again.
 */

type Schema = z.ZodType;
interface Route {
  method: string;
  url: string;
  access: string | undefined;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

/** Routes whose handler refuses every JSON body (they read multipart only). */
const MULTIPART_ONLY = new Set([
  'POST /api/admin/gallery',
  'POST /api/admin/students/import/preview',
  'POST /api/auth/upload-profile-picture',
  'POST /api/teacher/sections/:id/homework/:homeworkId/attachments',
]);
/** Routes that validate a JSON body in the handler with a shared schema instead of the route schema. */
const HANDLER_BODY: Record<string, Schema> = {
  'POST /api/admin/courses': adminCourseBody,
  'POST /api/teacher/sections/:id/homework': homeworkFields,
};
/** Signing out would end the session the rest of the test runs on. */
const SKIPPED = new Set(['POST /api/auth/logout']);
/** Ids that are valid but match nothing: a request that passes validation never edits a real row (or the acting admin). */
const ABSENT_ID = '999999';

const SQLISH = ["'; DROP TABLE users;--", '1 OR 1=1', "' OR '1'='1", '1; SELECT pg_sleep(5)', '$1', '\\', '%', '_'];
const SCRIPTISH = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const weirdString = fc.oneof(
  fc.constantFrom(
    ...SQLISH,
    ...SCRIPTISH,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uFEFF',
    '\u202E',
    '\uD800',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-0',
    'true',
    '[]',
    '{}',
    '٣',
    '١٢',
    '🙂'.repeat(50),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(10_000, 100_000, 300_000).map((n) => 'x'.repeat(n)),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    1.5,
    -1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A path id: negative, fractional, huge, non-numeric, unicode, null bytes, SQL; sometimes a valid id of nothing. */
const hostileId = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '-0',
      '1.5',
      '1e309',
      'Infinity',
      '-Infinity',
      'NaN',
      '2147483648',
      '4294967296',
      '9007199254740993',
      '99999999999999999999',
      '1e100',
      '0x10',
      '0b1',
      ' 1',
      '1 ',
      '+1',
      '1,2',
      '٣',
      '\u0000',
      '1\u0000',
      'null',
      '[]',
      '{}',
      ...SQLISH,
      ...SCRIPTISH,
    ),
  },
  { weight: 2, arbitrary: hostileNumber.map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constant(ABSENT_ID) },
);

/** Any JSON value, biased to the nasty ones; depth bounded by the generator, deep nesting added separately. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    weirdString,
    hostileNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Any string with a NUL character in it (issue 30: refused on every route, once, by plugins/nul-bytes.ts). */
const nulString = fc
  .tuple(fc.constantFrom('', 'a', 'Amina', 'x@example.dz', '0550123456'), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);

function deeplyNested(depth: number, kind: 'array' | 'object') {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** A raw request body (the text sent) with its content type. */
interface RawBody {
  text: string;
  type: string;
}

/** The keys a zod schema object would read (through optional / nullable / default / pipe wrappers). */
function keysOf(schema: unknown, depth = 0): string[] {
  const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def || depth > 5) return [];
  if (def.type === 'object' && def.shape) return Object.keys(def.shape as object);
  for (const inner of [def.innerType, def.in, def.schema]) {
    const keys = keysOf(inner, depth + 1);
    if (keys.length) return keys;
  }
  return [];
}

function bodyFor(route: Route): fc.Arbitrary<RawBody> {
  const keys = keysOf(route.schema?.body ?? HANDLER_BODY[`${route.method} ${route.url}`]);
  const key = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 10 }), ...(keys.length ? [fc.constantFrom(...keys)] : []));
  // Objects with the route's own keys holding wrong values are the closest to passing validation.
  const knownKeys = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] })
    : fc.dictionary(key, hostileValue, { maxKeys: 5 });
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ text: JSON.stringify(v) ?? 'null', type: 'application/json' }));
  return fc.oneof(
    { weight: 5, arbitrary: json(knownKeys) },
    { weight: 2, arbitrary: json(fc.dictionary(key, hostileValue, { maxKeys: 6 })) },
    { weight: 2, arbitrary: json(hostileValue) },
    // Every field the route reads holds a NUL character.
    ...(keys.length ? [{ weight: 2, arbitrary: json(fc.record(Object.fromEntries(keys.map((k) => [k, nulString])))) }] : []),
    {
      weight: 3,
      arbitrary: fc.constantFrom<RawBody>(
        ...[
          '{',
          '{"a":NaN}',
          '{"a":Infinity}',
          '{"a":-Infinity}',
          '{"a":1e999}',
          '{"__proto__":{"isAdmin":true,"role":"admin"}}',
          '{"constructor":{"prototype":{"isAdmin":true}}}',
          '{"a":"\\u0000"}',
          '\u0000',
          '',
          'null',
          '[]',
          '"text"',
          '12',
          "'; DROP TABLE users;--",
          deeplyNested(5000, 'array'),
          deeplyNested(5000, 'object'),
          JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
        ].map((text) => ({ text, type: 'application/json' })),
        { text: 'a=1&__proto__[x]=1', type: 'application/x-www-form-urlencoded' },
        { text: '<xml/>', type: 'application/xml' },
        { text: 'hello', type: 'text/plain' },
        { text: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' },
        { text: '{"a":1}', type: 'application/json; charset=utf-16' },
      ),
    },
  );
}

/** Percent-encodes a string as UTF-8 (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encode = (s: string) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8'));

/** A query string: the route's own keys and prototype keys, with hostile, repeated or huge values. */
function queryFor(route: Route): fc.Arbitrary<string> {
  const keys = keysOf(route.schema?.querystring);
  const key = fc.oneof(
    fc.constantFrom(...PROTO_KEYS, '__proto__[admin]', 'a[b]'),
    fc.string({ maxLength: 8 }),
    ...(keys.length ? [fc.constantFrom(...keys, ...keys)] : []),
  );
  const value = fc.oneof(
    weirdString.filter((s) => s.length < 20_000),
    hostileNumber.map(String),
    fc.constantFrom(
      ...['-1', '0', '1.5', '1e309', 'NaN', '2147483648', '99999999999999999999', '2026-13-45', '0000-00-00', '9999-12-31', 'asc', 'DESC'],
    ),
  );
  const pairs = fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.tuple(key, value), { maxLength: 6 }) },
    // Every key the route reads holds a NUL character.
    {
      weight: 1,
      arbitrary: keys.length
        ? fc.tuple(...keys.map((k) => nulString.map((v) => [k, v] as [string, string])))
        : fc.array(fc.tuple(key, nulString), { minLength: 1, maxLength: 3 }),
    },
  );
  return pairs.map((list) => list.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
}

interface Case {
  ids: Record<string, string>;
  query: string;
  body: RawBody | null;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

function caseFor(route: Route): fc.Arbitrary<Case> {
  const names = [...route.url.matchAll(PARAM)].map((m) => m[1]!);
  const ids = fc.record(
    Object.fromEntries(
      names.map((n) => [n, n === 'report' ? fc.oneof(hostileId, fc.constantFrom('enrollments', 'revenue', 'attendance')) : hostileId]),
    ),
  );
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc.record({ ids, query: queryFor(route), body: hasBody ? fc.option(bodyFor(route), { freq: 8 }) : fc.constant(null) });
}

const accepts = (schema: unknown, value: unknown) => !schema || (schema as Schema).safeParse(value).success;

/**
 * What the server's body parsers make of a raw body: JSON (refusing broken JSON, empty bodies, __proto__ and
 * constructor.prototype keys, more than 1 MiB), text/plain as a string, multipart left to the handler (no
 * body), any other type refused (415). 'unknown' when unsure (an unusual charset): then nothing is asserted
 * beyond "never a 5xx".
 */
function parsedJson(body: RawBody): { ok: true; value: unknown } | { ok: false } | 'unknown' {
  if (Buffer.byteLength(body.text) > 1024 * 1024) return { ok: false };
  if (body.type.includes('charset') && !body.type.includes('utf-8')) return 'unknown';
  if (body.type.startsWith('text/plain')) return { ok: true, value: body.text };
  if (body.type.startsWith('multipart/')) return { ok: true, value: undefined };
  if (!body.type.startsWith('application/json')) return { ok: false };
  let value: unknown;
  try {
    value = JSON.parse(body.text); // iterative in V8: deep nesting parses, as on the server
  } catch {
    return { ok: false };
  }
  // secure-json-parse refuses own __proto__ keys and constructor.prototype (walked without recursion).
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return { ok: false };
    const ctor = (node as Record<string, unknown>).constructor;
    if (Object.hasOwn(node, 'constructor') && ctor && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return { ok: false };
    stack.push(...Object.values(node));
  }
  return { ok: true, value };
}

/** True when the route's own validation surely refuses this request (so it must be a 4xx that changes nothing). */
function surelyInvalid(route: Route, c: Case): boolean {
  const decodedIds = Object.fromEntries(Object.entries(c.ids).map(([k, v]) => [k, decodeURIComponent(encode(v))]));
  if (Object.values(decodedIds).some((v) => v === '')) return true; // an empty segment matches no route
  if (nulBytePath(decodedIds) || nulBytePath(querystring.parse(c.query))) return true; // NUL is refused on every route
  if (route.schema?.params && !accepts(route.schema.params, decodedIds)) return true;
  if (route.schema?.querystring && !accepts(route.schema.querystring, querystring.parse(c.query))) return true;
  const key = `${route.method} ${route.url}`;
  if (c.body) {
    const parsed = parsedJson(c.body);
    if (parsed === 'unknown') return false;
    if (!parsed.ok || MULTIPART_ONLY.has(key)) return true; // the multipart-only routes' bodies here are broken or JSON
    if (nulBytePath(parsed.value)) return true;
    const schema = route.schema?.body ?? HANDLER_BODY[key];
    return !!schema && !accepts(schema, parsed.value);
  }
  if (MULTIPART_ONLY.has(key)) return true;
  const schema = route.schema?.body ?? HANDLER_BODY[key];
  return !!schema && !accepts(schema, undefined);
}

function urlOf(route: Route, c: Case) {
  const path = route.url.replace(PARAM, (_, name: string) => encode(c.ids[name]!));
  return c.query ? `${path}?${c.query}` : path;
}

let t: TestApp;
let tokens: { admin: string; parent: string; teacher: string };
let parentBody: { email?: string; phone: string };
let baseline: Record<string, string>;
const counts = { invalid: 0, possiblyValid: 0 };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000000', CONTACT_RATE_MAX: '1000000' });
  const admin = await signedInAdmin(t);
  const parent = await signedInParent(t);
  const course = await createCourse(t);
  const teacher = await signedInTeacher(t);
  await createSection(t, course.id, { teacherId: teacher.id }, [{ dayOfWeek: 1, startTime: '16:00', endTime: '17:30' }]);
  await t.request({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Amina', email: 'amina@example.dz', subject: 'Hello', message: 'A question about the courses.' },
  });
  tokens = { admin, parent: parent.token, teacher: teacher.token };
  parentBody = parent.body;
  baseline = await databaseDigest(t);
}, 120_000);
afterAll(() => t?.close());

type Role = 'admin' | 'parent' | 'teacher';
/** The role that gets past the access check of a route (mobile routes answer 401 to a parent's token: still hostile input). */
const roleFor = (access: string | undefined): Role => (access === 'admin' ? 'admin' : access === 'teacher' ? 'teacher' : 'parent');

/** Throws when the database differs from the baseline: `what` wrote something. */
async function expectUnchanged(what: string) {
  const changed = changedTables(baseline, await databaseDigest(t));
  expect(changed, `${what} changed the database`).toEqual([]);
}

/**
 * One generated request. A refused one must be a 4xx JSON error; the database is compared with the
 * baseline before each possibly valid request and after each route (a digest per request would be slow).
 */
async function check(route: Route, role: Role, c: Case) {
  const invalid = surelyInvalid(route, c);
  if (!invalid) await expectUnchanged(`a refused request to ${route.method} ${route.url}`);
  const response = await t.request({
    method: route.method as 'GET',
    url: urlOf(route, c),
    token: tokens[role],
    ...(c.body ? { payload: c.body.text, headers: { 'content-type': c.body.type } } : {}),
  });
  const where = `${route.method} ${urlOf(route, c).slice(0, 300)} as ${role} (body ${c.body ? JSON.stringify(c.body.text.slice(0, 200)) : 'none'})`;
  expect(response.statusCode, `${where} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (invalid) {
    counts.invalid += 1;
    expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    const body = response.json() as { code?: unknown; message?: unknown };
    expect(typeof body.code, where).toBe('string');
    expect(typeof body.message, where).toBe('string');
    if (process.env.HOSTILE_DIGEST_EACH) await expectUnchanged(where);
  } else {
    counts.possiblyValid += 1;
    baseline = await databaseDigest(t);
  }
}

const SQL_AND_SCRIPT = ["'; DROP TABLE users;--", '1 OR 1=1', '<script>alert(1)</script>', '<img src=x onerror=alert(document.cookie)>'];

describe('SQL- and script-looking text is plain text', () => {
  const json = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json(), type: r.headers['content-type'] }));

  it('round-trips through the contact form, a family message and a course title, and every table is still there', async () => {
    const tablesBefore = Object.keys(await databaseDigest(t));
    for (const text of SQL_AND_SCRIPT) {
      // The public contact form, read back by the admin.
      const sent = await json('POST', '/api/contact', undefined, {
        name: text,
        email: 'sender@example.dz',
        subject: text,
        message: `${text}\n${text}`,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const read = await json('GET', `/api/contact/messages/${sent.body.id}`, tokens.admin);
      expect(read.body.message).toMatchObject({ name: text, subject: text, message: `${text}\n${text}` });
      expect(read.type).toMatch(/^application\/json/);

      // A parent's message from the dashboard, read back by the parent.
      const mine = await json('POST', '/api/contact/my-messages', tokens.parent, { subject: text, message: text });
      expect(mine.status, JSON.stringify(mine.body)).toBe(201);
      const list = await json('GET', '/api/contact/my-messages', tokens.parent);
      expect((list.body.messages as { subject: string; message: string }[]).find((m) => m.subject === text)).toMatchObject({
        message: text,
      });

      // A course title and description as the admin, read back by the admin, the public page and the catalogue search.
      const course = await json('POST', '/api/admin/courses', tokens.admin, {
        name_en: text,
        name_ar: text,
        description_en: text,
        description_ar: text,
        level: 'high',
        grade: '3AS',
        subject: 'physics',
        category: 'academic',
        pricing_type: 'session',
        session_price: '650',
        max_students: '18',
        is_active: true,
      });
      expect(course.status, JSON.stringify(course.body)).toBe(201);
      const id = course.body.course.id as number;
      expect((await json('GET', `/api/admin/courses/${id}`, tokens.admin)).body.course).toMatchObject({
        name_en: text,
        name_ar: text,
        description_en: text,
      });
      expect((await json('GET', `/api/courses/${id}`)).body.course).toMatchObject({ name: text });
      const search = await json('GET', `/api/courses?search=${encodeURIComponent(text)}&limit=50`);
      expect(search.status).toBe(200);
      expect((search.body.courses as { id: number }[]).map((c) => c.id)).toContain(id);
    }

    // A person's name is letters only: these are refused (nothing saved); a name made of SQL words is just a name.
    const digest = await databaseDigest(t);
    for (const text of SQL_AND_SCRIPT) {
      const refused = await json('PUT', '/api/auth/me/profile', tokens.parent, {
        full_name: text,
        email: parentBody.email,
        phone: parentBody.phone,
      });
      expect([refused.status, refused.body.code]).toEqual([400, 'validation_failed']);
    }
    expect(changedTables(digest, await databaseDigest(t))).toEqual([]);
    const sqlWords = 'Robert Drop Table Users Or Select';
    const saved = await json('PUT', '/api/auth/me/profile', tokens.parent, {
      full_name: sqlWords,
      email: parentBody.email,
      phone: parentBody.phone,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await json('GET', '/api/auth/me', tokens.parent)).body.user).toMatchObject({ full_name: sqlWords });

    // Every table is still there and the users are intact.
    expect(Object.keys(await databaseDigest(t))).toEqual(tablesBefore);
    expect(tablesBefore).toEqual(expect.arrayContaining(['users', 'students', 'courses', 'contact_messages']));
    expect((await json('GET', '/api/auth/me', tokens.admin)).status).toBe(200);
    baseline = await databaseDigest(t);
  });

  it('a payment reversal keeps its reason as written, and refuses a reason of nothing but invisible characters', async () => {
    const [student] = await t.app.deps.db.select().from(students).limit(1);
    const course = await createCourse(t);
    const section = await createSection(t, course.id);
    const seat = await approvedEnrollment(t, student!.id, section.id);
    for (const [i, text] of SQL_AND_SCRIPT.entries()) {
      await attended(t, seat, `2026-11-${String(10 + i).padStart(2, '0')}`, { charge: '500.00', paid: '500.00' });
      const [payment] = await t.app.deps.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.studentId, student!.id), eq(ledgerEntries.kind, 'payment')))
        .orderBy(desc(ledgerEntries.id))
        .limit(1);
      const digest = await databaseDigest(t);
      for (const reason of ['\u200B\u200B\u200B', '\u202E\u202E', `ab\u0000c`]) {
        const refused = await json('POST', `/api/admin/payments/${payment!.id}/reverse`, tokens.admin, { reason });
        expect([refused.status, refused.body.code], JSON.stringify(reason)).toEqual([400, 'validation_failed']);
      }
      expect(changedTables(digest, await databaseDigest(t))).toEqual([]);
      const reversed = await json('POST', `/api/admin/payments/${payment!.id}/reverse`, tokens.admin, { reason: text });
      expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
      expect(reversed.body.reversal).toMatchObject({ payment_id: payment!.id, amount: 500, reason: text });
    }
    expect((await json('GET', '/api/auth/me', tokens.admin)).status).toBe(200);
    baseline = await databaseDigest(t);
  });
});

/** Runs per route and role; HOSTILE_RUNS=100 HOSTILE_ONLY=/api/admin/courses digs deeper into some routes. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 8);

describe('hostile input on every route', () => {
  it('answers a 4xx JSON error and writes nothing, never a 5xx', async () => {
    const routes = (t.app.routeTable as Route[]).filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/docs') &&
        r.method !== 'HEAD' &&
        !SKIPPED.has(`${r.method} ${r.url}`) &&
        (r.url.includes(':') || r.method !== 'GET' || r.schema?.querystring) &&
        (!process.env.HOSTILE_ONLY || r.url.includes(process.env.HOSTILE_ONLY)),
    );
    expect(routes.length).toBeGreaterThan(process.env.HOSTILE_ONLY ? 0 : 80);
    let seed = 20261123;
    // Every route is tried even after one fails, so a run lists all the routes that break (each with its seed).
    const failures: string[] = [];
    for (const route of routes) {
      const roles: Role[] = route.access === 'public' || route.access === 'authenticated' ? ['admin', 'parent'] : [roleFor(route.access)];
      for (const role of roles) {
        const result = await fc.check(
          fc.asyncProperty(caseFor(route), (c) => check(route, role, c)),
          { numRuns: RUNS, seed: seed++, endOnFailure: true },
        );
        if (result.failed) {
          failures.push(
            `${route.method} ${route.url} as ${role} (seed ${result.seed}): ${String((result.errorInstance as Error | null)?.message ?? result.errorInstance).slice(0, 600)}`,
          );
        } else {
          const changed = changedTables(baseline, await databaseDigest(t));
          if (changed.length)
            failures.push(`${route.method} ${route.url} as ${role} (seed ${result.seed}): a refused request changed ${changed.join(', ')}`);
        }
        baseline = await databaseDigest(t);
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    // Both kinds happened: most inputs are refused, a few are valid and only must not fail.
    expect(counts.invalid).toBeGreaterThan(routes.length * RUNS * 0.5);
    console.log(`hostile input: ${routes.length} routes, ${counts.invalid} refused requests, ${counts.possiblyValid} possibly valid`);
  }, 600_000);
});

describe('claiming a card tells nothing to whoever lacks the parent phone on file', () => {
  it('answers any code with any other phone exactly like an unknown code, shows nothing and creates nothing', async () => {
    const db = t.app.deps.db;
    const [family] = await db.insert(parents).values({ fullName: 'Fuzzy Haddad', phone: '0661 90 00 01' }).returning();
    const [noPhone] = await db.insert(parents).values({ fullName: 'Fuzzy Gammaoui', phone: null }).returning();
    await db.insert(students).values([
      { parentId: family!.id, name: 'Fuzzlina Haddad', dateOfBirth: '2010-03-03', barcode: 'FUZZ0001' },
      { parentId: noPhone!.id, name: 'Fuzzamir Gammaoui', dateOfBirth: '2011-04-04', barcode: 'FUZZ0002' },
      { parentId: null, name: 'Fuzzines Orphan', dateOfBirth: '2012-05-05', barcode: 'FUZZ0003' },
    ]);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: 'NOTACODE', phone: '0550000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const before = await databaseDigest(t);

    // Real codes as people type them (case, blanks) and made-up ones; phones that are not the one on file, in any spelling.
    const code = fc.oneof(
      fc.tuple(fc.constantFrom('FUZZ0001', 'FUZZ0002', 'FUZZ0003'), fc.boolean(), fc.boolean()).map(([c, lower, spaced]) => {
        const cased = lower ? c.toLowerCase() : c;
        return spaced ? ` ${cased.slice(0, 4)} ${cased.slice(4)} ` : cased;
      }),
      fc.stringMatching(/^[A-Z]{2,4}\d{4,8}$/),
      weirdString.filter((s) => s.trim().length > 0 && s.length <= 64),
    );
    const otherPhone = fc
      .tuple(fc.constantFrom('5', '6', '7'), fc.stringMatching(/^\d{8}$/))
      .map(([first, rest]) => `0${first}${rest}`)
      .filter((p) => p !== '0661900001')
      .chain((p) => fc.constantFrom(p, `+213 ${p.slice(1)}`, `${p.slice(0, 4)} ${p.slice(4, 6)} ${p.slice(6, 8)} ${p.slice(8)}`));
    const url = fc.constantFrom('/api/auth/validate-barcode', '/api/auth/barcode-setup-login');

    await fc.assert(
      fc.asyncProperty(url, code, otherPhone, async (path, barcode, phone) => {
        const res = await t.request({ method: 'POST', url: path, payload: { barcode, phone, password: 'fuzzy2010' } });
        expect(res.statusCode).toBeLessThan(500);
        for (const personal of ['Fuzz', '2010-03-03', '2011-04-04', '2012-05-05', '0661900001']) expect(res.body).not.toContain(personal);
        // A code refused by its schema (too long, blank) is a 400 naming the field; any other code is the unknown one's answer.
        if (res.statusCode === 400) expect(res.json().code).toBe('validation_failed');
        else expect([res.statusCode, res.body]).toEqual([404, unknown.body]);
      }),
      { numRuns: 60, seed: 20261127 },
    );
    // Nothing was created or linked: only the attempt counters moved.
    expect(changedTables(before, await databaseDigest(t)).filter((name) => name !== 'auth_attempts')).toEqual([]);
  });
});
