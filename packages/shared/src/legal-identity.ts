import { z } from 'zod';
import type { Language } from './languages';
import { PHONE_MAX_LENGTH, formatPhone, normalisePhone } from './phone';
import { cleanString } from './schemas/fields';

/**
 * The academy's legal identity (issue 28 item 2): what an Algerian receipt must carry so an inspector accepts
 * it. One schema checks its shape for the admin's settings form and the server; `legalHeader` says what a
 * document prints of it, in the document's language. Every field stays optional until the academy fills it
 * (an empty identity prints nothing), but a filled one must have the right shape.
 */

export const LEGAL_LIMITS = { name: 160, address: 250, rc: 30 } as const;

/** The identification numbers, in the order Algerian documents print them. */
export const LEGAL_NUMBERS = ['rc', 'nif', 'nis', 'ai'] as const;
export type LegalNumberKey = (typeof LEGAL_NUMBERS)[number];

/** How many digits each number has: NIF 15 (or 20 for a newer one), NIS 15, article d'imposition 11. */
export const LEGAL_DIGITS = { nif: [15, 20], nis: [15], ai: [11] } as const;

/** Arabic-Indic and extended Arabic-Indic digits as ASCII digits (a number typed on an Arabic keyboard). */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (d) => String((d.codePointAt(0)! - (d >= '\u06F0' ? 0x06f0 : 0x0660)) % 10));

/** What a typed number may be apart from its digits: blanks and dots between groups ("000 016 001 234 567", "000.016.001"). */
const NUMBER_SEPARATORS = /[\s.\u00A0\u202F]/gu;

/** A digits-only number (NIF, NIS, AI): blanks and dots dropped, empty means not given; else `<key>_invalid`. */
const digitsNumber = (key: 'nif' | 'nis' | 'ai') =>
  z
    .string()
    .max(60, `${key}_invalid`)
    .default('')
    .transform((v) => asciiDigits(v.trim()).replace(NUMBER_SEPARATORS, ''))
    .refine((v) => v === '' || (/^\d+$/.test(v) && (LEGAL_DIGITS[key] as readonly number[]).includes(v.length)), `${key}_invalid`);

/**
 * The registre du commerce number as printed ("16/00-0123456 B 19"): Latin letters, digits, blanks, / and -,
 * holding at least one digit, at most 30 characters; blanks collapsed, letters upper-case.
 */
const rcNumber = z
  .string()
  .max(200, 'rc_invalid')
  .default('')
  .transform((v) => asciiDigits(v).replace(/\s+/gu, ' ').trim().toUpperCase())
  .refine((v) => v === '' || (v.length <= LEGAL_LIMITS.rc && /^[A-Z0-9 /-]+$/.test(v) && /\d/.test(v)), 'rc_invalid');

/** An optional Algerian phone, stored in the project's canonical form (see ../phone); empty means not given. */
const optionalPhone = z
  .string()
  .max(PHONE_MAX_LENGTH, 'phone_invalid')
  .default('')
  .transform((v, ctx) => {
    const text = v.trim();
    if (text === '') return '';
    const stored = normalisePhone(text);
    if (stored === null) ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
    return stored ?? text;
  });

const optionalText = (max: number) =>
  cleanString()
    .overwrite((v) => v.replace(/\s+/gu, ' '))
    .max(max, 'too_long')
    .default('');

/** The legal identity in the site settings (`legal`), every field '' until filled. */
export const legalIdentitySchema = z.object({
  legal_name: optionalText(LEGAL_LIMITS.name),
  legal_name_ar: optionalText(LEGAL_LIMITS.name),
  legal_address: optionalText(LEGAL_LIMITS.address),
  legal_address_ar: optionalText(LEGAL_LIMITS.address),
  rc: rcNumber,
  nif: digitsNumber('nif'),
  nis: digitsNumber('nis'),
  ai: digitsNumber('ai'),
  phone: optionalPhone,
});
export type LegalIdentityInput = z.input<typeof legalIdentitySchema>;
export type LegalIdentity = z.output<typeof legalIdentitySchema>;

export const EMPTY_LEGAL_IDENTITY: LegalIdentity = {
  legal_name: '',
  legal_name_ar: '',
  legal_address: '',
  legal_address_ar: '',
  rc: '',
  nif: '',
  nis: '',
  ai: '',
  phone: '',
};

/**
 * The numbers' labels: the Latin abbreviations in every language, as Algerian documents print them; an Arabic
 * document also names each number in Arabic (`words`, for a title or a screen reader).
 */
export const LEGAL_LABELS = {
  rc: { short: 'RC', ar: 'السجل التجاري' },
  nif: { short: 'NIF', ar: 'رقم التعريف الجبائي' },
  nis: { short: 'NIS', ar: 'رقم التعريف الإحصائي' },
  ai: { short: 'AI', ar: 'رقم المادة' },
} as const;

/** What a document prints of the identity, in its language: the name, the address, the phone, then the numbers' line. */
export interface LegalHeader {
  name: string | null;
  address: string | null;
  /** Grouped for reading ("0550 12 34 56"); print it left to right. */
  phone: string | null;
  /** The filled numbers, in order: label (RC, NIF, NIS, AI) and value; `words` is the Arabic name on an Arabic document. */
  numbers: Array<{ key: LegalNumberKey; label: string; value: string; words: string | null }>;
  /** "RC … · NIF … · NIS … · AI …" (Latin and digits only: printed left to right in every language), or null. */
  line: string | null;
}

/** The header lines of a legal identity in a document's language; null when nothing of it is filled (nothing is printed). */
export function legalHeader(identity: Partial<LegalIdentity> | null | undefined, lang: Language): LegalHeader | null {
  if (!identity) return null;
  const text = (v: string | undefined) => (v ?? '').trim();
  const arabic = lang === 'ar';
  // An Arabic document prints the Arabic name and address, a Latin one the Latin ones; either falls back on the other.
  const name =
    (arabic ? text(identity.legal_name_ar) || text(identity.legal_name) : text(identity.legal_name) || text(identity.legal_name_ar)) ||
    null;
  const address =
    (arabic
      ? text(identity.legal_address_ar) || text(identity.legal_address)
      : text(identity.legal_address) || text(identity.legal_address_ar)) || null;
  const phone = text(identity.phone) ? formatPhone(text(identity.phone)) : null;
  const numbers = LEGAL_NUMBERS.filter((key) => text(identity[key])).map((key) => ({
    key,
    label: LEGAL_LABELS[key].short,
    value: text(identity[key]),
    words: arabic ? LEGAL_LABELS[key].ar : null,
  }));
  if (!name && !address && !phone && numbers.length === 0) return null;
  return { name, address, phone, numbers, line: numbers.length ? numbers.map((n) => `${n.label} ${n.value}`).join(' · ') : null };
}
