import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@academy/shared';

/** The current UI language with its direction and Intl locale (ar-DZ for Arabic). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return {
    lang,
    locale: LANGUAGES[lang].locale,
    dir: LANGUAGES[lang].dir,
    setLanguage: (next: Language) => i18n.changeLanguage(next),
  };
}
