// Browser flow of the Mark Attendance screen at the door: a fresh student enrolled in a session-priced
// course (500 DA) whose only section meets on another day, so the scan is outside the window whatever
// the hour. The barcode is typed in the focused field and Enter pressed (as a USB scanner does); the time
// restriction warning is confirmed from the keyboard, PAID is answered with Enter, the receipt shows its
// number and 500 DA, and its PDF downloads. The API then says the student owes nothing and paid once; a
// second scan says 'Already marked today' and takes no second payment. In Arabic the page reads right to
// left and the banner is translated.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { base, launch, newContext, adminSession } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function api(session, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  assert.ok(res.ok, `${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function adminPage(session, lang = 'en', width = 1366, inBrowser = browser) {
  const context = await newContext(inBrowser, { lang, width });
  await context.addInitScript((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('token', s.access_token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('academy.scan.muted', 'true');
  }, session);
  const page = await context.newPage();
  // The first load downloads the admin bundle: generous on a busy machine (waits end on the UI state, never on time).
  page.setDefaultTimeout(90_000);
  return { context, page };
}

/** Waits until the element with this test id holds the keyboard. */
async function focused(page, testId) {
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, testId);
}

/** A session course at 500 DA with one section on a day that is not today in Algiers, and a student enrolled in it. */
async function enrolledStudent(session) {
  const stamp = Date.now().toString(36);
  const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Africa/Algiers' }).format(new Date());
  const otherDay = DAYS[(DAYS.indexOf(today) + 3) % 7];
  const { course } = await api(session, 'POST', '/api/admin/courses', {
    name_en: `Door Scan Maths ${stamp}`,
    name_ar: `رياضيات المسح ${stamp}`,
    description_en: 'Sessions paid at the door.',
    level: 'middle',
    grade: '4AM',
    subject: 'mathematics',
    pricing_type: 'session',
    session_price: '500',
    max_students: '20',
  });
  const { section } = await api(session, 'POST', `/api/courses/${course.id}/sections`, {
    section_name: 'Section A',
    schedule: `${otherDay} 08:00-09:30`,
    max_students: 20,
  });
  const { student } = await api(session, 'POST', '/api/admin/students', {
    name: 'Samir Haddad',
    date_of_birth: '2012-03-04',
    parent_name: 'Nadia Haddad',
    parent_email: `scan${stamp}@example.dz`,
  });
  await api(session, 'POST', `/api/admin/students/${student.id}/enroll`, { class_id: section.id });
  const detail = await api(session, 'GET', `/api/admin/students/${student.id}`);
  const barcode = detail.student?.barcode ?? detail.barcode ?? student.barcode;
  assert.ok(barcode, 'the new student has a barcode');
  return { studentId: student.id, barcode };
}

describe('mark attendance at the door', () => {
  it('types a barcode and Enter, confirms the time warning and PAID from the keyboard, shows the receipt and its PDF, refuses a second charge', async () => {
    const session = await adminSession();
    const { studentId, barcode } = await enrolledStudent(session);
    const { context, page } = await adminPage(session);

    await page.goto('/admin/attendance/mark');
    await focused(page, 'barcode-input');
    // Blank: the field says so and nothing is sent.
    await page.keyboard.press('Enter');
    await page.getByText('Please enter a barcode').waitFor();

    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');

    const warning = page.getByRole('dialog', { name: 'Outside Window - Warning' });
    await warning.waitFor();
    await warning.getByText('Current time').waitFor();
    await focused(page, 'mark-anyway');
    await page.keyboard.press('Enter');

    const payment = page.getByRole('dialog', { name: 'Payment required' });
    await payment.waitFor();
    assert.equal(await payment.getByTestId('payment-amount').inputValue(), '500');
    await focused(page, 'paid');
    await page.keyboard.press('Enter');

    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await receipt.waitFor();
    await receipt
      .getByText(/\d{4}-\d{6}/)
      .first()
      .waitFor();
    assert.match(await receipt.getByTestId('receipt-amount').innerText(), /^500\sDA$/);
    await receipt.getByText('Samir Haddad').waitFor();
    await receipt.getByText('Cash').waitFor();
    const banner = page.getByTestId('scan-banner');
    assert.equal(await banner.getAttribute('data-tone'), 'success');

    const [download] = await Promise.all([page.waitForEvent('download'), receipt.getByRole('button', { name: 'Download PDF' }).click()]);
    const file = await download.path();
    assert.equal(fs.readFileSync(file).subarray(0, 4).toString('latin1'), '%PDF');

    const card = await api(session, 'GET', `/api/admin/attendance/students/${studentId}/card`);
    assert.equal(card.total_debt, 0);
    assert.equal(card.payments_count, 1);

    // The dialog closed, the keyboard is back in the field: the same card again is a warning, not a charge.
    await page.keyboard.press('Escape');
    await receipt.waitFor({ state: 'hidden' });
    await focused(page, 'barcode-input');
    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="scan-banner"][data-tone="warning"]').getByText('Already marked today').waitFor();
    const again = await api(session, 'GET', `/api/admin/attendance/students/${studentId}/card`);
    assert.equal(again.payments_count, 1);
    assert.equal(again.total_debt, 0);

    // Arabic: right to left, the banner translated.
    const ar = await adminPage(session, 'ar', 390);
    await ar.page.goto('/admin/attendance/mark');
    assert.equal(await ar.page.locator('html').getAttribute('dir'), 'rtl');
    await focused(ar.page, 'barcode-input');
    assert.equal(await ar.page.getByTestId('barcode-input').getAttribute('dir'), 'ltr');
    await ar.page.keyboard.type(barcode);
    await ar.page.keyboard.press('Enter');
    await ar.page.locator('[data-testid="scan-banner"][data-tone="warning"]').getByText('مسجّل اليوم مسبقًا').waitFor();
    await ar.page.getByTestId('student-card').getByText('Samir Haddad').waitFor();
    await ar.context.close();
    await context.close();
  });

  it('reads the card with the camera: a QR code in front of the (fake) webcam scans like the scanner', async () => {
    const session = await adminSession();
    const { barcode } = await enrolledStudent(session);
    // A video file of the card's QR code stands in for the webcam (Y4M, grey frames: Y plane, neutral chroma).
    const W = 640;
    const H = 480;
    const qr = await QRCode.toBuffer(barcode, { width: 360, margin: 4 });
    const { data, info } = await sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
      .composite([{ input: qr, left: (W - 360) / 2, top: (H - 360) / 2 }])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const y = Buffer.alloc(W * H);
    for (let i = 0; i < W * H; i += 1) y[i] = data[i * info.channels];
    const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
    const video = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scan-cam-')), 'card.y4m');
    const frames = [Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`)];
    for (let f = 0; f < 5; f += 1) frames.push(Buffer.from('FRAME\n'), y, chroma);
    fs.writeFileSync(video, Buffer.concat(frames));

    const camBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const { page } = await adminPage(session, 'en', 390, camBrowser);
      await page.goto('/admin/attendance/mark');
      await focused(page, 'barcode-input');
      await page.getByRole('button', { name: 'Scan with the camera' }).click();
      await page.getByRole('dialog', { name: 'Scan with the camera' }).waitFor();
      // The code read closes the camera and runs the scan: this student's section meets another day.
      const warning = page.getByRole('dialog', { name: 'Outside Window - Warning' });
      await warning.waitFor();
      await warning.getByRole('button', { name: 'Cancel' }).click();
      await page.locator('[data-testid="scan-banner"]').getByText('Attendance marking cancelled').waitFor();
    } finally {
      await camBrowser.close();
      fs.rmSync(path.dirname(video), { recursive: true, force: true });
    }
  });

  it('NOT PAID leaves the session as debt; the indebted list finds the student and Clear debt pays part of it', async () => {
    const session = await adminSession();
    const { studentId, barcode } = await enrolledStudent(session);
    const { context, page } = await adminPage(session, 'en', 390);
    await page.goto('/admin/attendance/mark');
    await focused(page, 'barcode-input');
    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Outside Window - Warning' }).waitFor();
    await focused(page, 'mark-anyway');
    await page.keyboard.press('Enter');
    const payment = page.getByRole('dialog', { name: 'Payment required' });
    await payment.getByRole('button', { name: 'NOT PAID' }).click();
    await page
      .locator('[data-testid="scan-banner"][data-tone="warning"]')
      .getByText('Attendance marked · Not paid (added to the debt)')
      .waitFor();
    assert.equal((await api(session, 'GET', `/api/admin/attendance/students/${studentId}/card`)).total_debt, 500);

    const panel = page.getByTestId('indebted-panel');
    await panel.getByLabel('Search').fill(barcode);
    const row = panel.getByTestId('indebted-row').filter({ hasText: 'Samir Haddad' });
    await row.getByText('500 DA').waitFor();
    await row.getByRole('button', { name: 'Clear debt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear debt: Samir Haddad' });
    const amount = dialog.getByTestId('payment-amount');
    assert.equal(await amount.inputValue(), '500');
    await amount.fill('600');
    await dialog.getByRole('button', { name: 'Clear debt' }).click();
    await dialog.getByText('At most 500 DA').waitFor();
    await amount.fill('200.5');
    await dialog.getByRole('button', { name: 'Clear debt' }).click();
    await page.getByText('Debt cleared successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('299.50 DA').waitFor();
    const card = await api(session, 'GET', `/api/admin/attendance/students/${studentId}/card`);
    assert.equal(card.total_debt, 299.5);
    assert.equal(card.payments_count, 1);
    await context.close();
  });
});
