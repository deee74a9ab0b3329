import { formatAmount } from './intl';
import { LANGUAGES, type Language } from './languages';

/**
 * Formats an amount in dinar: "1,500 DA" in English, "1.500 دج" in Arabic, "1 500 DA" in French (a narrow
 * no-break space between thousands); centimes always with two decimals ("2,500.50 DA", "2.500,50 دج",
 * "2 500,50 DA"). Amounts arrive as numbers or numeric strings.
 */
export function formatDA(amount: number | string, lang: Language): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const number = formatAmount(value, LANGUAGES[lang].locale);
  return lang === 'ar' ? `${number} دج` : `${number} DA`;
}
