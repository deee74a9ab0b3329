/**
 * The one list of UI languages: adding French means adding an entry here and a resource folder. `name` is the
 * language named in itself (Intl.DisplayNames knows it too, but building one cost 70 ms of a page's start);
 * `group` and `decimal` are how Intl writes the locale's numbers (formatDecimal; intl.test.ts checks them).
 */
export const LANGUAGES = {
  en: { dir: 'ltr', locale: 'en-GB', label: 'EN', name: 'English', group: ',', decimal: '.' },
  ar: { dir: 'rtl', locale: 'ar-DZ', label: 'عر', name: 'العربية', group: '.', decimal: ',' },
  // fr-DZ groups thousands with U+202F (a narrow no-break space): Intl writes "1 234,50". Its CLDR times are on a
  // 12-hour clock ("2:30 PM"), which no French text in Algeria uses: `hc-h23` keeps fr-DZ's words with "14:30".
  fr: { dir: 'ltr', locale: 'fr-DZ-u-hc-h23', label: 'FR', name: 'Français', group: '\u202f', decimal: ',' },
} as const;

export type Language = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** One of LANGUAGES' own codes ('toString' or '__proto__', from a cookie or a query string, is not). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/**
 * The cookie that carries the visitor's language to the server, which renders the public pages in it
 * (apps/server/src/plugins/public-pages.ts); the browser keeps it with the app's own choice (i18next's storage).
 */
export const LANGUAGE_COOKIE = 'academy_lang';

/** The cookie's attributes: the whole site, a year, sent on top-level navigations only. */
export const languageCookie = (lang: Language) => `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
