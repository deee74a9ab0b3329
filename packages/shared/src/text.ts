/**
 * Folds text for search so a receptionist finds "أحمد" by typing "احمد":
 * lower case, Arabic alef forms -> ا, ة -> ه, ى -> ي, diacritics and tatweel removed, spaces collapsed.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Two ways of writing one person's name are the same name: Unicode forms, case, spaces, Arabic letter forms
 * and harakat, and the order of the words ("Kaci Nadia" is "Nadia Kaci") do not matter.
 */
export function nameKey(name: string | null | undefined): string {
  return normalizeSearch((name ?? '').normalize('NFC'))
    .split(' ')
    .filter(Boolean)
    .sort()
    .join(' ');
}

export const sameName = (a: string | null | undefined, b: string | null | undefined) => nameKey(a) !== '' && nameKey(a) === nameKey(b);

/**
 * Characters that change how text LOOKS without being seen (issue 30 item 11): the bidi embeddings,
 * overrides and isolates (U+202A-202E, U+2066-2069), the direction marks (U+200E, U+200F, U+061C), the
 * zero-width space, word joiner and byte-order mark (U+200B, U+2060, U+FEFF), the soft hyphen (U+00AD) and
 * the control characters other than tab, line feed and carriage return (a NUL is left to the request
 * checks, which refuse it). A reversed "Admin finance team" written with U+202E reads as what it is.
 * The zero-width joiners U+200C/U+200D are kept: Persian writes with ZWNJ and emoji sequences use ZWJ
 * (a person's name refuses both anyway: letters, marks and spaces only).
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/**
 * Free text as it is stored: Unicode NFC (an "é" typed as e + combining accent is one character, so it is
 * found and compared as typed elsewhere), the invisible characters above removed, and the line and
 * paragraph separators (U+2028, U+2029) turned into line feeds. Applied by the shared schemas' text fields.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/[\u2028\u2029]/g, '\n');
}
