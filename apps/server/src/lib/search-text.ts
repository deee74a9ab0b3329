import { normalizeSearch } from '@academy/shared';

/** The folded text a search column holds, built from the parts a screen searches by. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return normalizeSearch(parts.filter(Boolean).join(' '));
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards (%, _ and \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
