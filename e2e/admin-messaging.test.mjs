// Browser flow of the admin's messaging screens (issue 26): in Arabic on a phone, the delivery log finds a parent by
// the phone typed as +213 …, shows the failed SMS with its reason, and a resend queues it again; on a wide screen the
// log is a table; the settings page counts SMS segments as an Arabic template passes 70 characters, and saves it.
//
// The log holds only what events and the worker write, so this file starts a server of its own on a database seeded
// beforehand (e2e/admin-messaging-seed.ts): the shared server's PGlite belongs to its process.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './support.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
let browser;
let server;
let base;
let dataDir;
let session;

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function api(url, { method = 'GET', body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${session.access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

async function adminContext({ lang, width }) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: 900 },
    locale: lang === 'ar' ? 'ar-DZ' : 'en-GB',
    timezoneId: 'Africa/Algiers',
  });
  await context.addInitScript(
    ([s, lng]) => {
      localStorage.setItem('i18nextLng', lng);
      localStorage.setItem('hasVisitedBefore', 'true');
      localStorage.setItem('access_token', s.access_token);
      localStorage.setItem('token', s.access_token);
      localStorage.setItem('user', JSON.stringify(s.user));
    },
    [session, lang],
  );
  return context;
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-messaging-'));
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/admin-messaging-seed.ts', dataDir], { cwd: root, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      NODE_ENV: 'test',
      ADMIN_EMAIL: 'admin@academy.dz',
      ADMIN_PASSWORD: 'admin123',
      // No worker: the resent message stays queued for the test to see; no SMS gateway: the settings say how to set one.
      MESSAGING_WORKER: 'false',
      SMS_GATEWAY_URL: '',
      SMS_HTTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@academy.dz', password: 'admin123' }),
  });
  session = await login.json();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('admin messaging', () => {
  it('finds a parent by phone in the Arabic log on a phone, and resends a failed SMS', async () => {
    const context = await adminContext({ lang: 'ar', width: 390 });
    const page = await context.newPage();
    await page.goto('/admin/people/messaging');
    await page.getByRole('heading', { name: 'الرسائل إلى العائلات' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.getByRole('tab', { name: 'سجل الرسائل' }).waitFor();
    // Three messages; on a phone, cards rather than a table.
    await page.getByTestId('message-row').nth(2).waitFor();
    assert.equal(await page.getByRole('table').count(), 0);
    // The SMS held by quiet hours says until when.
    const held = page.getByTestId('message-row').filter({ hasText: 'Omar Belkacem' });
    assert.match(await held.getByTestId('message-status').textContent(), /مؤجلة حتى/);

    await page.getByLabel('بحث').fill('+213 551 23 45 67');
    await page.waitForURL(/q=%2B213/);
    await page.getByTestId('message-row').filter({ hasText: 'Omar Belkacem' }).waitFor({ state: 'detached' });
    // Only the SMS went to that phone (her e-mail went to her address).
    const rows = page.getByTestId('message-row');
    assert.equal(await rows.count(), 1);
    const failed = rows.filter({ has: page.locator('[data-status="failed"]') });
    assert.match(await failed.textContent(), /سميرة خليفي/);
    assert.match(await failed.getByTestId('message-reason').textContent(), /Gateway answered 503/);
    // The phone reads left to right inside the Arabic card.
    const phone = failed.locator('bdi[dir="ltr"]', { hasText: '0551' });
    assert.equal((await phone.textContent()).trim(), '0551 23 45 67');

    await failed.getByRole('button', { name: 'إعادة الإرسال' }).click();
    const dialog = page.getByRole('dialog', { name: 'إعادة إرسال هذه الرسالة؟' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'إعادة الإرسال الآن' }).click();
    await page.getByText('الرسالة في الانتظار لتُرسل من جديد.').waitFor();
    // The new message heads the list, queued, and names the one it repeats.
    await rows.nth(1).waitFor();
    const first = page.getByTestId('message-row').first();
    await first.locator('[data-status="queued"]').waitFor();
    assert.match(await first.textContent(), /في الانتظار/);
    const { json } = await api('/api/admin/messaging/log?status=queued&channel=sms&q=0551234567');
    assert.equal(json.total, 1);
    assert.equal(json.messages[0].resend_of, Number(await failed.getAttribute('data-message')));
    assert.match(await first.textContent(), new RegExp(`إعادة إرسال الرسالة رقم ${json.messages[0].resend_of}`));
    await context.close();
  });

  it('shows the log as a table on a wide screen, with the tries of a message', async () => {
    const context = await adminContext({ lang: 'en', width: 1366 });
    const page = await context.newPage();
    await page.goto('/admin/people/messaging?status=failed');
    const table = page.getByRole('table', { name: 'Messages sent to families' });
    await table.waitFor();
    const row = table.getByTestId('message-row');
    assert.equal(await row.count(), 1);
    await row.getByRole('button', { name: 'Tries' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Gateway answered 500').waitFor();
    assert.match(await dialog.textContent(), /HTTP 503/);
    await context.close();
  });

  it('counts the SMS of an Arabic template past 70 characters, and saves it', async () => {
    const context = await adminContext({ lang: 'en', width: 1366 });
    const page = await context.newPage();
    await page.goto('/admin/people/messaging/settings');
    await page.getByRole('heading', { name: 'Messaging settings', level: 2 }).waitFor();
    assert.match(await page.getByTestId('channel-sms').textContent(), /SMS_GATEWAY_URL/);

    const template = page.getByTestId('template-arrival-ar');
    const counter = page.getByTestId('sms-counter-arrival-ar');
    assert.match(await counter.textContent(), /^1 SMS · \d+\/70 characters$/);
    const seventy = `وصل {student} على الساعة {time} إلى ${'ا'.repeat(10)}`.padEnd(70, 'ب');
    await template.fill(seventy);
    assert.equal(await counter.textContent(), '1 SMS · 70/70 characters');
    await template.fill(`${seventy}.`);
    assert.equal(await counter.textContent(), '2 SMS · 71/134 characters');

    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Messaging settings saved').waitFor();
    const { json } = await api('/api/admin/messaging/settings');
    assert.equal(json.settings.templates.arrival.ar, `${seventy}.`);

    // A misspelt placeholder is refused on the field, before anything is sent.
    await page.getByTestId('template-arrival-en').fill('{studnet} arrived at {time}.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('not a placeholder').first().waitFor();
    assert.equal(
      (await api('/api/admin/messaging/settings')).json.settings.templates.arrival.en,
      '{student} arrived at {time} ({course}). {academy}',
    );
    await context.close();
  });
});
