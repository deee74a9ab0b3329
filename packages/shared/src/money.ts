import { formatDecimal } from './intl';
import { LANGUAGES, type Language } from './languages';

/** Formats an amount in dinar: "1,500 DA" in English, "1.500 دج" in Arabic. Amounts arrive as numbers or numeric strings. */
export function formatDA(amount: number | string, lang: Language): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const number = formatDecimal(value, LANGUAGES[lang].locale, 2);
  return lang === 'ar' ? `${number} دج` : `${number} DA`;
}
