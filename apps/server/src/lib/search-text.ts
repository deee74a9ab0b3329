import { normalisePhone, normalizeSearch } from '@academy/shared';

/** The folded text a search column holds, built from the parts a screen searches by. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return normalizeSearch(parts.filter(Boolean).join(' '));
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards (%, _ and \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the text of a search box is looked up as: a phone in any spelling (`0550 12 34 56`, `+213...`) as its
 * stored form, part of a number typed with blanks or dots (`0550 12`) as its digits, other text folded.
 */
export function searchTerm(text: string): string {
  const phone = normalisePhone(text);
  if (phone) return phone;
  if (/^[\d\s.()-]+$/.test(text.trim())) return text.replace(/[\s.()-]/g, '');
  return normalizeSearch(text);
}
