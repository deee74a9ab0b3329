import { eq } from 'drizzle-orm';
import {
  findImportHeader,
  guessImportMapping,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  importTitleKey,
  isBlankRow,
  missingImportFields,
  type ImportColumn,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from '@academy/shared';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { importFieldLabel } from './import-messages';
import type { SheetRow } from './import-sheet';

/** The settings row remembering the academy's last mapping for each set of column titles. */
export const IMPORT_MAPPINGS_KEY = 'students_import_mappings';

const REMEMBERED_MAPPINGS = 20;

/** A file read and matched: its columns, the sheet row of its titles, its non-empty rows by field. */
export interface MappedSheet {
  columns: ImportColumn[];
  headerLine: number;
  source: ImportPreview['mapping_source'];
  signature: string;
  rows: { line: number; cells: string[]; values: Record<string, string> }[];
  skippedEmpty: number;
}

/** The titles of a file as one key, so the next file with the same titles gets the same mapping. */
const signatureOf = (titles: readonly string[]) => titles.map(importTitleKey).join('|');

async function savedMapping(db: Db, signature: string): Promise<ImportMapping | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, IMPORT_MAPPINGS_KEY));
  const saved = (row?.value as Record<string, unknown> | undefined)?.[signature];
  if (!Array.isArray(saved)) return null;
  return saved.every((f) => f === null || IMPORT_FIELDS.includes(f as ImportField)) ? (saved as ImportMapping) : null;
}

export async function rememberMapping(db: Db, signature: string, mapping: ImportMapping, now: Date) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, IMPORT_MAPPINGS_KEY)).for('update');
  const entries = Object.entries((row?.value as Record<string, unknown> | undefined) ?? {}).filter(([key]) => key !== signature);
  const value = Object.fromEntries([...entries.slice(-(REMEMBERED_MAPPINGS - 1)), [signature, mapping]]);
  await db
    .insert(settings)
    .values({ key: IMPORT_MAPPINGS_KEY, value, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/**
 * Finds the header row (title rows above it are skipped), matches each column to a field (the admin's
 * choice, else the academy's last mapping of these titles, else the titles themselves) and reads the
 * non-empty rows. A required field with no column is refused with its name and the titles found.
 */
export async function mapSheet(db: Db, lines: SheetRow[], chosen?: ImportMapping): Promise<MappedSheet> {
  const found = findImportHeader(lines.map((l) => l.cells));
  const headerIndex = found >= 0 ? found : lines.findIndex((l) => !isBlankRow(l.cells));
  if (headerIndex < 0)
    throw badRequest('import_missing_columns', 'The file is empty.', {
      missing: ['name', 'barcode', 'date_of_birth', 'parent_name', 'parent_phone'],
      titles: [],
    });
  const header = lines[headerIndex]!;
  let width = header.cells.length;
  while (width > 0 && !header.cells[width - 1]) width -= 1;
  const titles = header.cells.slice(0, width);
  const signature = signatureOf(titles);

  let mapping: ImportMapping;
  let source: MappedSheet['source'];
  if (chosen) {
    const fields = chosen.filter(Boolean);
    if (chosen.length !== titles.length || new Set(fields).size !== fields.length) {
      throw badRequest('import_mapping_invalid', 'The columns chosen do not match this file: each column once, each field at most once.');
    }
    [mapping, source] = [chosen, 'chosen'];
  } else {
    const saved = await savedMapping(db, signature);
    [mapping, source] = saved && saved.length === titles.length ? [saved, 'saved'] : [guessImportMapping(titles), 'guessed'];
  }
  const columns = titles.map((title, index) => ({ index, title, field: mapping[index] ?? null }));

  const missing = missingImportFields(mapping);
  if (missing.length) {
    throw badRequest(
      'import_missing_columns',
      `No column for: ${missing.map((f) => importFieldLabel('en', f)).join(', ')}. Columns found: ${titles.filter(Boolean).join(', ') || '(none)'}.`,
      { missing, titles, mapping: mapping.map((f) => f ?? ''), header_line: [String(header.line)] },
    );
  }

  const body = lines.slice(headerIndex + 1);
  const rows = body
    .filter((l) => !isBlankRow(l.cells))
    .map(({ line, cells }) => {
      const values: Record<string, string> = {};
      columns.forEach((c) => {
        if (c.field) values[c.field] = cells[c.index] ?? '';
      });
      // Family name and first name in two columns make the student's name, first name first as the app writes it.
      if (!values.name) {
        const joined = [values.first_name, values.last_name].filter(Boolean).join(' ');
        if (joined || 'name' in values || 'first_name' in values) values.name = joined;
      }
      return { line, cells: cells.slice(0, width), values };
    });
  if (rows.length > IMPORT_MAX_ROWS)
    throw badRequest('import_too_many_rows', `At most ${IMPORT_MAX_ROWS} students per file (this one has ${rows.length}).`);
  return { columns, headerLine: header.line, source, signature, rows, skippedEmpty: body.length - rows.length };
}

/** Rows already keyed by field (the JSON import): the same checks as a file whose titles are the field names. */
export function sheetOfRecords(records: Record<string, unknown>[]): SheetRow[] {
  const fields = IMPORT_FIELDS.filter((f) => records.some((r) => f in r));
  return [
    { line: 1, cells: [...fields] },
    ...records.map((r, i) => ({ line: i + 2, cells: fields.map((f) => (r[f] === null || r[f] === undefined ? '' : String(r[f]))) })),
  ];
}
