import { parsePhoneNumberFromString as parseWith } from 'libphonenumber-js/core';
import { DZ_PHONE_METADATA } from './phone-metadata';

const parse = (text: string) => parseWith(text, 'DZ', DZ_PHONE_METADATA);

/**
 * The one phone rule (ARCHITECTURE 7): Algerian numbers as people write them, parsed by libphonenumber-js
 * (region DZ), stored in one canonical form and shown grouped.
 *
 * Stored form: the national number with its leading 0, digits only. Mobiles are 05/06/07 + 8 digits
 * (`0550123456`, 10 digits); fixed lines are 0 + a 1-4 area digit + 7 digits (`021234567`, 9 digits).
 * Other Algerian ranges (VoIP 098x, 080x toll-free) and foreign numbers are refused.
 */
/** A stored (canonical) phone: a mobile (0 + 5/6/7 + 8 digits) or a fixed line (0 + 1-4 + 7 digits). */
export const PHONE_PATTERN = /^(?:0[567]\d{8}|0[1-4]\d{7})$/;
/** The longest phone anyone types (`+213 (0) 550 12 34 56` and some blanks). */
export const PHONE_MAX_LENGTH = 30;

/** What a typed phone may hold: digits (also Arabic-Indic), a leading +, blanks, dots, dashes, slashes, brackets. */
const TYPED_PHONE = /^\+?[\d\u0660-\u0669\u06F0-\u06F9\s().\-/\u00A0\u200E\u200F]+$/u;

/**
 * The stored form of a phone typed in any accepted spelling (`0550 12 34 56`, `0550.12.34.56`,
 * `+213 550 12 34 56`, `00213550123456`, `213550123456`, `021 23 45 67`...), or null when it is not an
 * Algerian mobile or fixed-line number.
 */
export function normalisePhone(typed: string): string | null {
  const text = typed.trim();
  if (text.length === 0 || text.length > PHONE_MAX_LENGTH || !TYPED_PHONE.test(text)) return null;
  const parsed = parse(text);
  if (!parsed || parsed.country !== 'DZ' || parsed.ext || !parsed.isValid()) return null;
  const national = `0${parsed.nationalNumber}`;
  return PHONE_PATTERN.test(national) ? national : null;
}

/**
 * A phone grouped for reading (`0550 12 34 56`, `021 23 45 67`). Anything that is not a stored phone is
 * returned as it is, so nothing is ever hidden. Show it inside `dir="ltr"` or `<bdi>` in Arabic.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  if (!PHONE_PATTERN.test(stored)) return stored;
  return parse(stored)?.formatNational() ?? stored;
}
