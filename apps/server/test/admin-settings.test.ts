import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMPTY_LEGAL_IDENTITY, type SiteSettingsBody } from '@academy/shared';
import { auditLog } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const valid: SiteSettingsBody = {
  name: 'Star Academy',
  name_ar: 'أكاديمية النجمة',
  email: 'Hello@Star.dz',
  phones: ['021 45 67 89', '0550 11 22 33'],
  address: '5 Rue Larbi Ben Mhidi, Oran',
  address_ar: '5 شارع العربي بن مهيدي، وهران',
  map_url: 'https://maps.example.com/star',
  support_hours: 'Sat-Thu 8AM-5PM',
  support_hours_ar: 'من السبت إلى الخميس، 8 صباحًا - 5 مساءً',
  mobile_app_url: 'https://apps.example.com/star',
  about_en: 'A small academy with big ambitions.',
  about_ar: 'أكاديمية صغيرة بطموحات كبيرة.',
  testimonials: [
    { name: 'Nadia H.', role_en: 'Mother of a 4AM student', role_ar: 'أم تلميذ', text_en: 'My son loves it.', text_ar: 'ابني يحبها.' },
  ],
};

const put = (payload: unknown, token = admin) =>
  t.request({ method: 'PUT', url: '/api/admin/settings', token, payload: payload as object });

describe('site settings', () => {
  it('answers the configuration until an admin saves', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/settings', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ name: 'Nour Academy', support_hours: 'Mon-Fri 9AM-6PM', testimonials: [] });
    const site = (await t.request({ method: 'GET', url: '/api/site' })).json();
    expect(site.academy).toMatchObject({ name: 'Nour Academy', email: 'contact@academy.dz', support_hours: 'Mon-Fri 9AM-6PM' });
    expect(site.academy.support_hours_localized).toEqual({
      en: { firstDay: 'Monday', lastDay: 'Friday', opens: '9:00', closes: '18:00' },
      ar: { firstDay: 'الاثنين', lastDay: 'الجمعة', opens: '9:00 ص', closes: '6:00 م' },
      fr: { firstDay: 'lundi', lastDay: 'vendredi', opens: '09:00', closes: '18:00' },
    });
    expect(site.academy.phones.length).toBeGreaterThan(0);
    expect(site.testimonials).toEqual([]);
  });

  it('validates every field with a stable key', async () => {
    const res = await put({
      ...valid,
      name: ' ',
      email: 'nope',
      phones: [],
      map_url: 'javascript:alert(1)',
      testimonials: [{ name: 'X', text_en: '', text_ar: '' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().details).toMatchObject({
      name: ['required'],
      email: ['email_invalid'],
      phones: ['required'],
      map_url: ['url_invalid'],
      'testimonials.0.text_en': ['testimonial_text_required'],
    });
    expect((await put({ ...valid, phones: ['call me'] })).json().details).toEqual({ 'phones.0': ['phone_format'] });
    expect((await put({ ...valid, about_en: 'x'.repeat(2001) })).json().details).toEqual({ about_en: ['too_long'] });
    expect((await put({ ...valid, testimonials: Array.from({ length: 13 }, () => valid.testimonials![0]) })).json().details).toEqual({
      testimonials: ['list_too_long'],
    });
  });

  it('is for admins only', async () => {
    const parent = await signedInParent(t);
    expect((await put(valid, parent.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/settings', token: parent.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/api/admin/settings', payload: valid })).statusCode).toBe(401);
  });

  it('saves, audits, and /api/site serves the new values at once', async () => {
    await t.request({ method: 'GET', url: '/api/site' }); // warm the cache
    const res = await put(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.email).toBe('hello@star.dz');
    const saved = (await t.request({ method: 'GET', url: '/api/admin/settings', token: admin })).json().settings;
    expect(saved).toMatchObject({ name: 'Star Academy', support_hours: 'Sat-Thu 8AM-5PM', phones: ['021 45 67 89', '0550 11 22 33'] });

    const site = await t.request({ method: 'GET', url: '/api/site' });
    expect(site.headers['cache-control']).toBe('no-cache');
    expect(site.json()).toEqual({
      academy: {
        name: 'Star Academy',
        name_ar: 'أكاديمية النجمة',
        email: 'hello@star.dz',
        phones: ['021 45 67 89', '0550 11 22 33'],
        address: '5 Rue Larbi Ben Mhidi, Oran',
        address_ar: '5 شارع العربي بن مهيدي، وهران',
        support_hours: 'Sat-Thu 8AM-5PM',
        support_hours_ar: 'من السبت إلى الخميس، 8 صباحًا - 5 مساءً',
        support_hours_localized: {
          en: { firstDay: 'Saturday', lastDay: 'Thursday', opens: '8:00', closes: '17:00' },
          ar: { firstDay: 'السبت', lastDay: 'الخميس', opens: '8:00 ص', closes: '5:00 م' },
          fr: { firstDay: 'samedi', lastDay: 'jeudi', opens: '08:00', closes: '17:00' },
        },
        map_url: 'https://maps.example.com/star',
      },
      mobile_app_url: 'https://apps.example.com/star',
      about: { en: 'A small academy with big ambitions.', ar: 'أكاديمية صغيرة بطموحات كبيرة.' },
      testimonials: valid.testimonials,
      legal: EMPTY_LEGAL_IDENTITY,
    });
    const entries = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    expect(entries).toHaveLength(1);
    expect((entries[0]!.data as { changed: string[] }).changed).toEqual(expect.arrayContaining(['name', 'support_hours', 'testimonials']));

    await put({ ...valid, support_hours: 'Sun-Thu 9AM-4PM', testimonials: [] });
    const again = (await t.request({ method: 'GET', url: '/api/site' })).json();
    expect(again.academy.support_hours).toBe('Sun-Thu 9AM-4PM');
    expect(again.academy.support_hours_localized.en).toEqual({ firstDay: 'Sunday', lastDay: 'Thursday', opens: '9:00', closes: '16:00' });
    expect(again.testimonials).toEqual([]);
  });

  it('keeps hours it cannot read as the admin wrote them, with no localized parts', async () => {
    expect((await put({ ...valid, support_hours: 'By appointment only' })).statusCode).toBe(200);
    const { academy } = (await t.request({ method: 'GET', url: '/api/site' })).json();
    expect(academy.support_hours).toBe('By appointment only');
    expect(academy.support_hours_localized).toEqual({ en: null, ar: null, fr: null });

    await put(valid);
    expect((await t.request({ method: 'GET', url: '/api/site' })).json().academy.support_hours_localized.ar).toEqual({
      firstDay: 'السبت',
      lastDay: 'الخميس',
      opens: '8:00 ص',
      closes: '5:00 م',
    });
  });
});
