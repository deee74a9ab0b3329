// Browser flow of the admin's Schedule control: a new section (schedule TBD) sits in the unscheduled
// list; dragged with the mouse onto the Tuesday 16:00 cell it gets the course's 90-minute session, which
// the list view and the API both read as 'Tue 16:00-17:30'. Then the same in Arabic after the language
// toggle: the grid reads right to left, Sunday's column at the right of Saturday's.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base, launch, newContext, adminSession } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

async function api(session, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`);
  return res.json();
}

/** A course (1.5-hour sessions) with one section left TBD, made through the API. */
async function courseWithTbdSection(session, name) {
  const { course } = await api(session, 'POST', '/api/admin/courses', {
    name_en: name,
    description_en: 'Drawn in the schedule control by the browser test.',
    level: 'middle',
    pricing_type: 'session',
    session_price: 600,
    session_duration_hours: 1.5,
    max_students: 20,
  });
  const { section } = await api(session, 'POST', `/api/courses/${course.id}/sections`, {
    section_name: 'Section T',
    schedule: 'TBD',
    max_students: 20,
  });
  return { course, section };
}

async function scheduleOf(session, sectionId) {
  const { sections } = await api(session, 'GET', '/api/courses/sections/all');
  return sections.find((s) => s.id === sectionId)?.schedule;
}

async function center(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  assert.ok(box, 'element on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** A real mouse drag: press, a few small moves past the activation distance, then to the target in steps. */
async function drag(page, from, to) {
  const start = await center(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 4, start.y + 4, { steps: 2 });
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 4 });
  const end = await center(to);
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.mouse.move(end.x, end.y + 1, { steps: 2 });
  await page.mouse.up();
}

/** A choice of the Grid / List segmented control (its radio input is hidden under the label). */
const viewLabel = (page, name) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

describe('admin schedule control', () => {
  it('schedules a TBD section by dragging it onto Tuesday 16:00, in English then in Arabic', async () => {
    const session = await adminSession();
    const stamp = Date.now().toString(36);
    const first = await courseWithTbdSection(session, `Schedule Drag ${stamp}`);
    const second = await courseWithTbdSection(session, `Schedule Drag AR ${stamp}`);

    const context = await newContext(browser, { lang: 'en', width: 1366 });
    await context.addInitScript((s) => {
      localStorage.setItem('access_token', s.access_token);
      localStorage.setItem('token', s.access_token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
    const page = await context.newPage();
    // Tall enough for the whole week and the unscheduled list on one screen.
    await page.setViewportSize({ width: 1366, height: 1500 });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Schedule control' }).click();
    await page.waitForURL(/\/admin\/schedule$/);

    const grid = page.getByTestId('schedule-grid');
    await grid.waitFor();
    assert.equal(await grid.getAttribute('dir'), 'ltr');
    const card = page.locator(`[data-testid="unscheduled-section"][data-section-id="${first.section.id}"]`);
    await card.waitFor();
    assert.match(await card.textContent(), new RegExp(`Schedule Drag ${stamp}`));

    await drag(page, card.getByTestId('unscheduled-handle'), grid.locator('[data-day="2"][data-time="16:00"]'));

    const block = grid.locator(`[data-testid="schedule-block"][data-section-id="${first.section.id}"]`);
    await block.waitFor();
    assert.equal(await block.getAttribute('data-day'), '2');
    assert.equal(await block.getAttribute('data-start'), '16:00');
    assert.equal(await block.getAttribute('data-end'), '17:30');
    await card.waitFor({ state: 'detached' });
    // The toast names the section and its new schedule (times isolated left to right).
    await page
      .getByText(/Schedule Drag .*: Tue \u2066?16:00-17:30/)
      .first()
      .waitFor();
    assert.equal(await scheduleOf(session, first.section.id), 'Tue 16:00-17:30');

    await viewLabel(page, 'List').click();
    await page.waitForURL(/view=list/);
    const row = page.locator(`[data-testid="schedule-row"][data-section-id="${first.section.id}"]`);
    assert.equal((await row.getByTestId('schedule-cell').textContent()).trim(), 'Tue 16:00-17:30');
    await viewLabel(page, 'Grid').click();
    await grid.waitFor();

    // Arabic through the language toggle: the grid is mirrored, Sunday at the right.
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'التحكم في الجدول' }).waitFor();
    assert.equal(await grid.getAttribute('dir'), 'rtl');
    const sunday = await grid.locator('[data-day-head="0"]').boundingBox();
    const saturday = await grid.locator('[data-day-head="6"]').boundingBox();
    assert.ok(sunday.x > saturday.x, `Sunday (${sunday.x}) right of Saturday (${saturday.x})`);
    const sundayCell = await grid.locator('[data-day="0"][data-time="08:00"]').boundingBox();
    const saturdayCell = await grid.locator('[data-day="6"][data-time="08:00"]').boundingBox();
    assert.ok(sundayCell.x > saturdayCell.x, 'Sunday cells right of Saturday cells');

    const arCard = page.locator(`[data-testid="unscheduled-section"][data-section-id="${second.section.id}"]`);
    await drag(page, arCard.getByTestId('unscheduled-handle'), grid.locator('[data-day="2"][data-time="16:00"]'));
    const arBlock = grid.locator(`[data-testid="schedule-block"][data-section-id="${second.section.id}"]`);
    await arBlock.waitFor();
    assert.equal(await arBlock.getAttribute('data-start'), '16:00');
    assert.equal(await scheduleOf(session, second.section.id), 'Tue 16:00-17:30');
    // The Arabic schedule text keeps the times left to right, isolated.
    await viewLabel(page, 'قائمة').click();
    const arCell = page.locator(`[data-testid="schedule-row"][data-section-id="${second.section.id}"] [data-testid="schedule-cell"]`);
    await arCell.waitFor();
    assert.equal(await arCell.locator('[data-schedule]').getAttribute('data-schedule'), 'Tue 16:00-17:30');
    assert.match(await arCell.textContent(), /الثلاثاء\s*16:00-17:30/);
    assert.equal(await arCell.locator('bdi').first().getAttribute('dir'), 'ltr');

    await context.close();
  });
});
