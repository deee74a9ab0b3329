import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, SYSTEM_REJECTION_REASONS, systemRejectionKey } from '@academy/shared';

// Every string a person sees exists in every language: same keys per namespace, no empty values, and
// Arabic carries all six plural forms wherever English has plurals, French its three.
const dir = path.join(import.meta.dirname, '..', 'src', 'i18n', 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const FRENCH_PLURAL_FORMS = ['one', 'many', 'other'] as const;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}
const load = (lang: string, ns: string) => flatten(JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')));
const namespaces = fs.readdirSync(path.join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));

describe.each(namespaces)('translations of %s', (ns) => {
  const en = load('en', ns);
  const bases = (keys: string[]) => new Set(keys.map((k) => k.replace(PLURAL, '')));

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s has every key of English, none empty', (lang) => {
    const other = load(lang, ns);
    expect([...bases(Object.keys(other))].sort()).toEqual([...bases(Object.keys(en))].sort());
    expect(Object.entries(other).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('gives Arabic all six plural forms', () => {
    const ar = load('ar', ns);
    const plurals = [...bases(Object.keys(en).filter((k) => PLURAL.test(k)))];
    for (const base of plurals) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(ar, `${base}_${form}`).toHaveProperty([`${base}_${form}`]);
    }
  });

  it("gives French its three plural forms (one, many, other: Intl's French rules, which i18next follows)", () => {
    const fr = load('fr', ns);
    const plurals = [...bases(Object.keys(en).filter((k) => PLURAL.test(k)))];
    for (const base of plurals) {
      for (const form of FRENCH_PLURAL_FORMS) expect(fr, `${base}_${form}`).toHaveProperty([`${base}_${form}`]);
    }
  });
});

describe('reasons the product writes when it rejects a request', () => {
  it("are recognised from their stored text and read in every language; an admin's own words are not", () => {
    for (const [key, text] of Object.entries(SYSTEM_REJECTION_REASONS)) {
      expect(systemRejectionKey(text)).toBe(key);
      for (const lang of LANGUAGE_CODES) expect(load(lang, 'common'), `${lang} ${key}`).toHaveProperty([`system_rejection.${key}`]);
    }
    expect(systemRejectionKey('Section full, please call us')).toBeNull();
  });
});

describe('French plurals', () => {
  it('are the forms Intl gives French', () => {
    expect([...new Intl.PluralRules('fr').resolvedOptions().pluralCategories].sort()).toEqual([...FRENCH_PLURAL_FORMS].sort());
  });

  it('are chosen by i18next with French rules: 0 and 1 singular, millions "many", the rest plural', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      fallbackLng: 'en',
      supportedLngs: LANGUAGE_CODES,
      resources: {
        fr: { t: { seats_one: '{{count}} place', seats_many: '{{count}} de places', seats_other: '{{count}} places' } },
        en: { t: { seats_one: '{{count}} seat', seats_other: '{{count}} seats' } },
      },
      ns: ['t'],
      defaultNS: 't',
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('seats', { count: 0 })).toBe('0 place');
    expect(i18n.t('seats', { count: 1 })).toBe('1 place');
    expect(i18n.t('seats', { count: 2 })).toBe('2 places');
    expect(i18n.t('seats', { count: 1000000 })).toBe('1000000 de places');
    expect(i18n.t('seats', { count: 1000001 })).toBe('1000001 places');
  });
});
