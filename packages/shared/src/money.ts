import { LANGUAGES, type Language } from './languages';

/** One formatter per language: building one costs far more than formatting with it. */
const formatters = new Map<Language, Intl.NumberFormat>();

/** Formats an amount in dinar: "1,500 DA" in English, "1.500 دج" in Arabic. Amounts arrive as numbers or numeric strings. */
export function formatDA(amount: number | string, lang: Language): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  let formatter = formatters.get(lang);
  if (!formatter) formatters.set(lang, (formatter = new Intl.NumberFormat(LANGUAGES[lang].locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 })));
  const number = formatter.format(value);
  return lang === 'ar' ? `${number} دج` : `${number} DA`;
}
