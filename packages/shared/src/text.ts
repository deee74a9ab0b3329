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
