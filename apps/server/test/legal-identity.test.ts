import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyClock,
  legalHeader,
  type ClearDebtResponse,
  type Language,
  type LegalIdentityInput,
  type PaymentReceipt,
  type SiteSettings,
  type TeacherStatement,
} from '@academy/shared';
import { statementTexts } from '../src/modules/teacher-pay/statement-document';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { signedInTeacher } from './support/teachers';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';
import { letterKey, pdfWords, wordsOf } from './support/pdf-text';

/*
 * The academy's legal identity (issue 28 item 2): checked in shape by the settings, stored in its canonical form,
 * and printed on the payment receipt (JSON and PDF) and the teacher's statement PDF in the document's language;
 * nothing of it is printed while none is set.
 */

let t: TestApp;
let admin: string;
let paymentId: number;
let teacher: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const p = await signedInParent(t, { student_name: 'ياسين بن علي', full_name: 'Karim Benali' });
  const course = await createCourse(t, { name: 'Maths 4AM', nameAr: 'رياضيات', pricingType: 'session', sessionPrice: '1500.00' });
  const section = await createSection(t, course.id, { name: 'Section A' });
  const e = await approvedEnrollment(t, p.user.students[0].id, section.id);
  await attended(t, e, '2026-11-16', { charge: '1500.00' });
  const cleared = await t.request({
    method: 'POST',
    url: '/api/attendance/clear-debt',
    token: admin,
    payload: { user_id: e.studentId, amount: '1500', payment_method: 'cash', idempotency_key: 'legal-identity-0001' },
  });
  paymentId = (cleared.json() as ClearDebtResponse).payments[0]!.id;
  teacher = await signedInTeacher(t, 'Samir Haddad');
});
afterAll(() => t.close());

const identity: LegalIdentityInput = {
  legal_name: 'SARL Nour Academy',
  legal_name_ar: 'شركة أكاديمية النور',
  legal_address: '12 Rue Didouche Mourad, Alger',
  legal_address_ar: '12 شارع ديدوش مراد، الجزائر',
  rc: '16/00-0123456 b 19',
  nif: '000 016 001 234 567',
  nis: '0987.6543.2109.876',
  ai: '16 012 345 678',
  phone: '+213 21 23 45 67',
};
const stored = {
  ...identity,
  rc: '16/00-0123456 B 19',
  nif: '000016001234567',
  nis: '098765432109876',
  ai: '16012345678',
  phone: '021234567',
};

async function currentSettings(): Promise<SiteSettings> {
  return (await t.request({ method: 'GET', url: '/api/admin/settings', token: admin })).json().settings;
}
async function putLegal(legal: Partial<LegalIdentityInput>) {
  return t.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: { ...(await currentSettings()), legal } });
}

const receiptPdf = (lang: Language) =>
  t.request({ method: 'GET', url: `/api/admin/payments/${paymentId}/receipt.pdf?lang=${lang}`, token: admin });
const statementPdf = (lang: Language) =>
  t.request({ method: 'GET', url: `/api/admin/teachers/${teacher.id}/statement.pdf?month=2026-11&lang=${lang}`, token: admin });

/** The words of the PDF's text layer as letter keys (order-free for Arabic ligatures), and the words in order. */
async function layer(pdf: Buffer) {
  const { words } = await pdfWords(pdf);
  return { words, keys: new Set(words.map(letterKey)) };
}
const missing = (keys: Set<string>, texts: string[]) => texts.flatMap(wordsOf).filter((w) => !keys.has(letterKey(w)));

describe('the legal identity in the settings', () => {
  it('is empty until the academy fills it, and then nothing of it is printed', async () => {
    expect((await currentSettings()).legal).toEqual({
      legal_name: '',
      legal_name_ar: '',
      legal_address: '',
      legal_address_ar: '',
      rc: '',
      nif: '',
      nis: '',
      ai: '',
      phone: '',
    });
    const json = (await t.request({ method: 'GET', url: `/api/admin/payments/${paymentId}/receipt?lang=fr`, token: admin })).json();
    expect((json as PaymentReceipt).legal).toBeNull();
    for (const lang of ['fr', 'ar'] as const) {
      for (const res of [await receiptPdf(lang), await statementPdf(lang)]) {
        expect(res.statusCode).toBe(200);
        const { words } = await layer(res.rawPayload);
        expect(words.filter((w) => ['RC', 'NIF', 'NIS', 'AI'].includes(w))).toEqual([]);
      }
    }
  });

  it('refuses a number of the wrong shape with a field message', async () => {
    const res = await putLegal({ nif: '12345678901234', nis: '1234', ai: '123456789012', rc: 'B/ -', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().details).toEqual({
      'legal.nif': ['nif_invalid'],
      'legal.nis': ['nis_invalid'],
      'legal.ai': ['ai_invalid'],
      'legal.rc': ['rc_invalid'],
      'legal.phone': ['phone_invalid'],
    });
    expect((await putLegal({ rc: `16/${'0'.repeat(28)}` })).json().details).toEqual({ 'legal.rc': ['rc_invalid'] });
    expect((await putLegal({ nif: '0000 1600 1234 5678 901a' })).json().details).toEqual({ 'legal.nif': ['nif_invalid'] });
    expect((await currentSettings()).legal.nif).toBe('');
  });

  it('stores the numbers without their spaces and dots, and the phone in its canonical form', async () => {
    const res = await putLegal(identity);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.legal).toEqual(stored);
    expect((await currentSettings()).legal).toEqual(stored);
    expect((await t.request({ method: 'GET', url: '/api/site' })).json().legal).toEqual(stored);
    // A 20-digit NIF is one too.
    expect((await putLegal({ ...identity, nif: '0001 6001 2345 6789 0123' })).json().settings.legal.nif).toBe('00016001234567890123');
    expect((await putLegal(identity)).statusCode).toBe(200);
  });
});

describe('the legal identity on the documents', () => {
  it('is in the receipt payload, in the reader’s language', async () => {
    const fr = (await t.request({ method: 'GET', url: `/api/admin/payments/${paymentId}/receipt?lang=fr`, token: admin })).json();
    expect(fr.legal).toEqual({
      name: 'SARL Nour Academy',
      address: '12 Rue Didouche Mourad, Alger',
      phone: '021 23 45 67',
      numbers: [
        { key: 'rc', label: 'RC', value: '16/00-0123456 B 19', words: null },
        { key: 'nif', label: 'NIF', value: '000016001234567', words: null },
        { key: 'nis', label: 'NIS', value: '098765432109876', words: null },
        { key: 'ai', label: 'AI', value: '16012345678', words: null },
      ],
      line: 'RC 16/00-0123456 B 19 · NIF 000016001234567 · NIS 098765432109876 · AI 16012345678',
    });
    const ar = (await t.request({ method: 'GET', url: `/api/admin/payments/${paymentId}/receipt?lang=ar`, token: admin })).json();
    expect([ar.legal.name, ar.legal.address, ar.legal.line]).toEqual(['شركة أكاديمية النور', '12 شارع ديدوش مراد، الجزائر', fr.legal.line]);
    expect(ar.legal.numbers.map((n: { words: string }) => n.words)).toEqual([
      'السجل التجاري',
      'رقم التعريف الجبائي',
      'رقم التعريف الإحصائي',
      'رقم المادة',
    ]);
  });

  for (const lang of ['fr', 'ar'] as const) {
    it(`is printed on the receipt PDF in ${lang === 'fr' ? 'French' : 'Arabic'}: legal name, address, phone, RC, NIF, NIS and AI`, async () => {
      const res = await receiptPdf(lang);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      const { words, keys } = await layer(res.rawPayload);
      const legal = legalHeader(stored, lang)!;
      expect(missing(keys, [legal.name!, legal.address!, legal.phone!, legal.line!])).toEqual([]);
      // The numbers' line reads left to right in both languages: RC, then NIF, NIS and AI, each with its value.
      const at = (w: string) => words.indexOf(w);
      expect(['RC', 'NIF', 'NIS', 'AI'].map(at).every((i, n, all) => i >= 0 && (n === 0 || i > all[n - 1]!))).toBe(true);
      expect(words[at('NIF') + 1]).toBe('000016001234567');
      expect(words[at('NIS') + 1]).toBe('098765432109876');
      expect(words[at('AI') + 1]).toBe('16012345678');
    });

    it(`is printed on the teacher's statement PDF in ${lang === 'fr' ? 'French' : 'Arabic'}, and the rest of it as before`, async () => {
      const res = await statementPdf(lang);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      const json: TeacherStatement = (
        await t.request({ method: 'GET', url: `/api/admin/teachers/${teacher.id}/statement?month=2026-11`, token: admin })
      ).json();
      const academy = lang === 'ar' ? t.app.deps.config.academy.name_ar : t.app.deps.config.academy.name;
      const expected = statementTexts(json, lang, academy, academyClock(t.clock()).date, legalHeader(stored, lang));
      const { words, keys } = await layer(res.rawPayload);
      expect(missing(keys, expected)).toEqual([]);
      const wanted = new Set(expected.flatMap(wordsOf).map(letterKey));
      expect(words.filter((w) => !wanted.has(letterKey(w)))).toEqual([]);
      // Read in order, left to right (wordsOf splits "16/00-0123456" after its hyphen).
      const line = words.slice(words.indexOf('RC'), words.indexOf('AI') + 2).join(' ');
      expect(line.replace(/- /g, '-')).toBe(legalHeader(stored, lang)!.line);
    });
  }

  it('prints nothing of it again once the academy empties it', async () => {
    expect((await putLegal({})).statusCode).toBe(200);
    const json = (await t.request({ method: 'GET', url: `/api/admin/payments/${paymentId}/receipt?lang=ar`, token: admin })).json();
    expect(json.legal).toBeNull();
    const { words } = await layer((await receiptPdf('fr')).rawPayload);
    expect(words).not.toContain('NIF');
    expect(words).not.toContain('SARL');
  });
});
