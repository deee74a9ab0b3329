import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, isLanguage, languageCookie, type Language } from '@academy/shared';
import { STARTUP_NAMESPACES, bundledResources, onDemandBackend } from './resources';

const STORAGE_KEY = 'i18nextLng';

/** The server's renderer of the public pages (src/ssr/render-page.tsx) runs without a browser: no storage, no `<html>` to set. */
const inBrowser = typeof document !== 'undefined';

function storedLanguage(): Language {
  const stored = inBrowser ? localStorage.getItem(STORAGE_KEY) : null;
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** `<html lang dir>` follows the language, and the choice is remembered, by the server too (it renders the public pages in it). */
function applyLanguage(lng: string): void {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  if (!inBrowser) return;
  const html = document.documentElement;
  // Only when they change: setting either, even to the value it has, restyles the whole page (:lang, :dir).
  if (html.lang !== language) html.lang = language;
  if (html.dir !== LANGUAGES[language].dir) html.dir = LANGUAGES[language].dir;
  localStorage.setItem(STORAGE_KEY, language);
  document.cookie = languageCookie(language);
}

let started = false;

/**
 * Initialises i18next with the bundled texts and the stored language (synchronously: the first render can
 * translate). Its own step, not the module's import, so main.tsx can run it in a task of its own. Idempotent.
 */
export function startI18n(): void {
  if (started) return;
  started = true;
  i18n.on('languageChanged', applyLanguage);
  void i18n
    .use(onDemandBackend)
    .use(initReactI18next)
    .init({
      resources: bundledResources,
      partialBundledLanguages: true,
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  applyLanguage(i18n.language);
}

export { i18n };
