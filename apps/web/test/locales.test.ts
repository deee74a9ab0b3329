import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, SYSTEM_REJECTION_REASONS, systemRejectionKey } from '@academy/shared';

// Every string a person sees exists in every language: same keys per namespace, no empty values, and
// Arabic carries all six plural forms wherever English has plurals.
const dir = path.join(import.meta.dirname, '..', 'src', 'i18n', 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

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
