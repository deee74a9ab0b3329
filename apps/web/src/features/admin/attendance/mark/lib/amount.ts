/**
 * The amount typed in a payment or clear-debt dialog, checked like the server does (spec 5: min 0, step
 * 0.01; a payment of nothing is not a payment; clear debt at most the total). Returns the error key of
 * the admin-scan namespace's `amount` group, or null when it is good.
 */
export function amountError(value: number | string, max?: number): 'required' | 'invalid' | 'zero' | 'above_max' | null {
  if (value === '' || value === null || value === undefined) return 'required';
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) return 'invalid';
  if (Math.round(n * 100) !== Math.round(n * 100 * 1000) / 1000) return 'invalid';
  if (n <= 0) return 'zero';
  if (max !== undefined && Math.round(n * 100) > Math.round(max * 100)) return 'above_max';
  return null;
}

/** The amount as the API wants it: DA with two decimals at most. */
export function amountValue(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Math.round(n * 100) / 100;
}
