import 'dayjs/locale/ar-dz';
import 'dayjs/locale/fr';
import type { Language } from '@academy/shared';

/** The dayjs locale of Mantine's date pickers in each UI language (Algerian Arabic month names, French, English). */
const DAYJS_LOCALES: Record<Language, string> = { en: 'en', ar: 'ar-dz', fr: 'fr' };

export const dayjsLocale = (lang: Language) => DAYJS_LOCALES[lang];
