/** The columns of an import file, in the order of the template (course and section optional). */
export const IMPORT_COLUMNS = ['name', 'barcode', 'date_of_birth', 'parent_name', 'parent_phone', 'course', 'section'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

const EXAMPLE: Record<ImportColumn, string> = {
  name: 'Yacine Benali',
  barcode: 'ST20009999',
  date_of_birth: '2012-05-04',
  parent_name: 'Karim Benali',
  parent_phone: '0661000001',
  course: '',
  section: '',
};

/** A CSV cell, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The template: the header row the import recognises and one example row (UTF-8 with BOM, so Excel reads Arabic). */
export function importTemplateCsv(): string {
  const rows = [IMPORT_COLUMNS.join(','), IMPORT_COLUMNS.map((c) => csvCell(EXAMPLE[c])).join(',')];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

export const importTemplateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`;
