/** A calendar day (YYYY-MM-DD) short, for an axis or a narrow field: "5 Mar", "5 Mar 2026", "5 مارس". */
export function shortDate(value: string, locale: string, withYear = false): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(date);
}
