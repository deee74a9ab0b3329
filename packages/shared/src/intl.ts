/**
 * Intl formatters, made once per locale and options: building one loads locale data and costs far more
 * than formatting with it, and pages format many prices, dates and weekdays. Used by the server and the web.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));
