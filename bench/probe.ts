/**
 * Interleaved timings for comparing the bench's scales under the same load: one process serves every database
 * given (label=url, each seeded by `BENCH_SCALE=… bench/seed-large.ts`), and asks each admin list, the door scan
 * and each export of the last 365 days once per database in turn, after a warm-up: the median of REPS (default 3)
 * for the lists, EXPORT_REPS (default 1) for the exports. ONLY (a regular expression over the URLs) narrows them.
 *
 *   node --import tsx bench/probe.ts 1x=postgres://…/bench1x 3x=postgres://…/bench3x 10x=postgres://…/bench10x
 *
 * Prints a markdown row per URL (ms per database) and writes every timing to OUT (default bench/results/probe.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { academyClock } from '@academy/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/client';
const root = path.resolve(new URL('..', import.meta.url).pathname);
const dbs = process.argv.slice(2).map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] as const);
const reps = Number(process.env.REPS ?? 3);
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const apps: { label: string; app: FastifyInstance; token: string; close: () => Promise<void> }[] = [];
for (const [label, url] of dbs) {
  const dir = fs.mkdtempSync('/tmp/probe-');
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    RATE_LIMIT_AUTH_MAX: '1000000',
    ARGON2_MEMORY_KIB: '19456',
  });
  const database = await openPostgres(url);
  const app = await buildApp({ config, database, logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
  });
  apps.push({
    label,
    app,
    token: (login.json() as { access_token: string }).access_token,
    close: async () => {
      await app.close();
      await database.close();
    },
  });
}
const today = academyClock(new Date()).date;
const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
const lists = [
  '/api/admin/overview',
  '/api/admin/students/detailed?limit=25',
  '/api/admin/students/detailed?limit=25&search=sara',
  '/api/admin/students/detailed?limit=25&payment=overdue',
  '/api/admin/registrations?status=pending',
  '/api/admin/users',
  '/api/admin/audit-log',
  '/api/attendance/indebted-users',
  '/api/attendance/indebted-users?filter=recent',
  '/api/admin/attendance/overview',
  '/api/payments/admin/pending',
  '/api/payments/admin/monthly-due',
  '/api/admin/kindergarten/enrollments',
  '/api/courses/sections/all',
  '/api/admin/schedule/conflicts',
  '/api/admin/courses',
  'SCAN',
];
const exportsUrls = [
  ...['attendance', 'revenue', 'debts', 'enrollments', 'kindergarten'].flatMap((r) =>
    ['csv', 'pdf'].map((e) => `/api/admin/reports/${r}.${e}?from=${yearAgo}&to=${today}&lang=en`),
  ),
  `/api/admin/attendance/export.csv?start_date=${yearAgo}&end_date=${today}`,
];
const call = async (a: (typeof apps)[number], url: string) => {
  const t = performance.now();
  const r =
    url === 'SCAN'
      ? await a.app.inject({
          method: 'POST',
          url: '/api/attendance/scan-barcode',
          headers: { authorization: `Bearer ${a.token}` },
          payload: { barcode: 'ST40000001' },
        })
      : await a.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${a.token}` } });
  if (r.statusCode !== 200) console.error(a.label, url, r.statusCode, r.body.slice(0, 200));
  return performance.now() - t;
};
const results: Record<string, Record<string, number[]>> = {};
for (const [urls, n] of [
  [lists, reps],
  [exportsUrls, Number(process.env.EXPORT_REPS ?? 1)],
] as const) {
  for (const url of urls) {
    if (only && !only.test(url)) continue;
    for (const a of apps) await call(a, url); // warm-up
    for (let i = 0; i < n; i++) for (const a of apps) ((results[url] ??= {})[a.label] ??= []).push(await call(a, url));
    const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    console.log(
      `| ${url.split('?from')[0].split('?start')[0]} | ${apps.map((a) => `${Math.round(med(results[url]![a.label]!))}`).join(' | ')} |`,
    );
  }
}
fs.writeFileSync(process.env.OUT ?? path.join(root, 'bench', 'results', 'probe.json'), JSON.stringify(results));
for (const a of apps) await a.close();
process.exit(0);
