import { isLanguage, languageCookie, LANGUAGE_COOKIE, type Language } from '@academy/shared';

/** Where the app keeps the chosen language (i18next's storage key, src/i18n/index.ts). */
const STORAGE_KEY = 'i18nextLng';

const hasCookie = () => document.cookie.split('; ').some((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));

/**
 * The server rendered this page in the language of the cookie. A visitor who chose a language before the
 * cookie existed (only the app's storage has it) gets the page again in theirs, once; otherwise the app's
 * storage follows the page, so the app speaks the page's language. Returns false when the page is being reloaded.
 */
export function alignLanguage(): boolean {
  const page = document.documentElement.lang;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    return true;
  }
  if (isLanguage(stored) && stored !== page && !hasCookie()) {
    document.cookie = languageCookie(stored);
    window.location.reload();
    return false;
  }
  if (isLanguage(page) && stored !== page) localStorage.setItem(STORAGE_KEY, page);
  return true;
}

/** The header's language buttons (components/language-toggle.tsx, `data-language`): the page again, in that language. */
export function choose(lang: Language): void {
  localStorage.setItem(STORAGE_KEY, lang);
  document.cookie = languageCookie(lang);
  window.location.reload();
}
