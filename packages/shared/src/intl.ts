import { LANGUAGES } from './languages';

/**
 * Intl formatters, made once per locale and options: building one loads locale data and costs far more
 * than formatting with it, and pages format many prices, dates and weekdays. Used by the server and the web.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** The UI's locales and how they write numbers, by locale (formatDecimal runs once per price shown). */
const NUMBER_SEPARATORS = new Map<string, { group: string; decimal: string }>(
  Object.values(LANGUAGES).map((language) => [language.locale, language]),
);

/**
 * A number rounded to at most `maxFractionDigits` decimals (and written with at least `minFractionDigits`),
 * exactly as Intl.NumberFormat writes it in the UI's locales ("1,500.5", "1.500,5"; separators from
 * LANGUAGES), without building one: a page's first Intl.NumberFormat loads ICU's number data, 30-70 ms on a
 * desktop and several times that on a phone, inside the render that shows the catalogue's first prices.
 * Other locales, negative and huge numbers go to Intl.
 */
export function formatDecimal(value: number, locale: string, maxFractionDigits = 3, minFractionDigits = 0): string {
  const separators = NUMBER_SEPARATORS.get(locale);
  const rounded = separators && value >= 0 && value < 1e15 ? roundHalfUp(value, maxFractionDigits) : null;
  if (!separators || !rounded) {
    return numberFormat(locale, {
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: Math.max(minFractionDigits, maxFractionDigits),
    }).format(value);
  }
  const [whole, fraction] = rounded;
  const decimals = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return decimals ? `${grouped}${separators.decimal}${decimals}` : grouped;
}

/**
 * An amount of money in the reader's locale: a whole amount without decimals ("4,000"), an amount with
 * centimes with exactly two ("2,500.50", "2.500,50"), as it rounds to the centime. The one way the web,
 * the PDFs and the messages write amounts (formatDA adds the currency).
 */
export function formatAmount(value: number, locale: string): string {
  const cents = formatDecimal(value, locale, 2, 2);
  return /[^0-9]00$/.test(cents) ? formatDecimal(value, locale, 0) : cents;
}

/**
 * The whole and fraction digits of `value` rounded half up to `digits` decimals, as Intl rounds: from the
 * shortest decimal that reads back as the number (2.675 gives 2.68, where toFixed gives 2.67). Null for
 * what JavaScript writes with an exponent.
 */
function roundHalfUp(value: number, digits: number): [string, string] | null {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  let scaled = BigInt(whole + fraction.slice(0, digits));
  if (fraction.charAt(digits) >= '5') scaled += 1n;
  const padded = scaled.toString().padStart(digits + 1, '0');
  return [padded.slice(0, padded.length - digits), padded.slice(padded.length - digits)];
}
