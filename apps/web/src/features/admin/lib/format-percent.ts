/** A whole percentage (0-100) in the locale's way: "89%", "89 %" (Intl, never glued by hand). */
export function formatPercent(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate / 100);
}
