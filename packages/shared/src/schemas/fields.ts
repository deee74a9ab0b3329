import { z } from 'zod';
import { GENDERS, LIMITS, MAX_ID } from '../constants';
import { isRealDate } from '../time';
import { PHONE_MAX_LENGTH, normalisePhone } from '../phone';
import { cleanText } from '../text';

/**
 * Field rules of spec section 5. Messages are translation keys of the web's `validation` namespace;
 * the server sends them back as field details so both sides say the same thing.
 */
/**
 * Free text (names, subjects, messages, titles, notes...): NFC, without invisible or direction-override
 * characters (see cleanText), trimmed. Every text field a person types goes through it; passwords do not.
 */
export const cleanString = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanText).trim();

/** A blank text or a null counts as not given (forms send '' for an empty field). */
export const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
/** A record id from a body, a path or a query string ('required' when missing). */
export const positiveId = z.coerce.number({ error: 'required' }).int().positive().max(MAX_ID);

/**
 * A phone in any spelling people use (`0550 12 34 56`, `+213 550 12 34 56`, `021 23 45 67`...), turned into
 * its stored form (`0550123456`, `021234567`); anything else is `phone_invalid`. See ../phone.
 */
export const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(PHONE_MAX_LENGTH, 'phone_invalid')
  .transform((v, ctx) => {
    const stored = normalisePhone(v);
    if (stored === null) ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
    return stored ?? v;
  });

// Harakat (shadda, fatha...), the superscript alef, combining accents (all marks, \p{M}) and tatweel are part of a written name.
const LETTERS_AND_SPACES = /^[\s\p{Script=Latin}\p{Script=Arabic}\p{M}\u0640]+$/u;
export const personName = cleanString({ error: 'required' })
  // A name is one line: a line break (U+2028 included) or a run of blanks inside it is one space.
  .overwrite((v) => v.replace(/\s+/g, ' '))
  .min(1, 'required')
  .max(120, 'too_long')
  .refine((v) => v.length === 0 || (LETTERS_AND_SPACES.test(v) && !/[\p{N}\p{P}\p{S}]/u.test(v)), 'name_letters_only');

/** Optional e-mail: empty or missing means none. */
export const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.email('email_invalid').max(200, 'too_long').optional(),
);

export const newPassword = z.string({ error: 'required' }).min(LIMITS.passwordMin, 'password_too_short').max(200, 'too_long');

/** A real calendar date, not in the future (compared with today's date where it runs). */
export const birthDate = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine((v) => v.length === 0 || (isRealDate(v) && v >= '1900-01-01'), 'date_invalid')
  .refine((v) => !isRealDate(v) || v <= new Date().toISOString().slice(0, 10), 'date_in_future');

export const gender = z.enum(GENDERS, { error: 'required' });

/** `limit` and `offset` of a paged list: at most 100 a page, `defaultLimit` when not given. */
export const pageFields = (defaultLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Barcodes are compared upper-case without blanks, as door scanners and people type them. */
export const normalizeBarcode = (value: string) => value.replace(/\s+/g, '').toUpperCase();
/**
 * What a printed card can carry (Code 128 and the QR code on the card, read back by a door scanner that types
 * it): upper-case letters, digits and - _ . / (`ST20000001`), starting with a letter or a digit.
 */
export const CARD_BARCODE_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;
export const BARCODE_MAX_LENGTH = 64;

/**
 * A card's code typed or scanned to FIND a card (door scan, first-time login): blanks around it are
 * tolerated and no character is refused, so a card issued before the card rule still scans; an unknown code
 * is simply not found. Only a NUL is refused: no stored code can hold one, and PostgreSQL refuses it in a query.
 */
export const barcode = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'barcode_required')
  .max(BARCODE_MAX_LENGTH, 'too_long')
  .refine((v) => !v.includes('\u0000'), 'barcode_invalid');

/**
 * A NEW card's code (the import from the old system): normalised (upper-case, no blanks) and made only of
 * the characters a card can carry, `barcode_invalid` otherwise; so no code can start a spreadsheet formula.
 */
export const cardBarcode = barcode.transform(normalizeBarcode).refine((v) => CARD_BARCODE_PATTERN.test(v), 'barcode_invalid');
