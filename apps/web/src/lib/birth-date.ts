/** The day / month / year selects of the forms, and the YYYY-MM-DD date they make together. */
export interface BirthDateParts {
  birth_day: string;
  birth_month: string;
  birth_year: string;
}

export const emptyBirthDate: BirthDateParts = { birth_day: '', birth_month: '', birth_year: '' };

/** '' until all three parts are chosen, so the schema reports `required`. */
export function joinBirthDate({ birth_day, birth_month, birth_year }: BirthDateParts): string {
  if (!birth_day || !birth_month || !birth_year) return '';
  return `${birth_year}-${birth_month.padStart(2, '0')}-${birth_day.padStart(2, '0')}`;
}

export function splitBirthDate(date: string | null | undefined): BirthDateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!m) return emptyBirthDate;
  return { birth_year: m[1]!, birth_month: String(Number(m[2])), birth_day: String(Number(m[3])) };
}

/** The last `count` years, newest first. */
export function recentYears(count: number, now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: count }, (_, i) => current - i);
}
