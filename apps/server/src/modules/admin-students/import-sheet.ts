import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/errors';

/** One line of a sheet: its own row number (as Excel shows it) and the text of its cells. */
export interface SheetRow {
  line: number;
  cells: string[];
}

const unreadable = () => badRequest('invalid_file_type', 'This file could not be read. Please upload a CSV or Excel (.xlsx) file.');

/**
 * Reads an office file into its lines, empty ones included so the row numbers stay the sheet's own: an Excel
 * workbook (.xlsx, the first sheet with something in it) or a CSV as Excel writes it (UTF-8 with or without
 * BOM, UTF-16 "Unicode text", or Windows-1252 from a French Excel; `;`, `,` or tab separated).
 */
export async function readSheet(bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return readWorkbook(bytes);
  // The old binary .xls (an OLE compound file) and other binaries are not text.
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw badRequest('invalid_file_type', 'This is an old Excel (.xls) file. Please save it as .xlsx or CSV and upload it again.');
  }
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw unreadable();
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
    });
  } catch {
    throw unreadable();
  }
  return records.map((cells, i) => ({ line: i + 1, cells: cells.map(cleanCell) }));
}

/**
 * A cell's text without its surrounding blanks, and without the apostrophe our CSV writer puts before a
 * cell that starts like a formula (`'+213 550...` in a rejected-rows file that comes back corrected).
 */
const cleanCell = (cell: string) => cell.trim().replace(/^'(?=[=+\-@])/, '');

/** UTF-16 by its byte order mark, UTF-8 when the bytes are valid UTF-8, else Windows-1252 (French Excel's "CSV"). */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator used most on the first lines: `;` (French Excel), `,` or a tab. */
function guessDelimiter(text: string): string {
  const head = text.split(/\r?\n/, 30).join('\n');
  const counts = [';', ',', '\t'].map((d) => [d, head.split(d).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

async function readWorkbook(bytes: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = book.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ line: row.number, cells: Array.from(values, (v) => cleanCell(cellText(v))) });
  });
  return rows;
}

const two = (n: number) => String(n).padStart(2, '0');

/** What a cell shows: a date as the office writes it (DD/MM/YYYY), a formula's result, a rich text's text. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  // Excel keeps a date as a day count with no time zone; exceljs gives it as that day at 00:00 UTC.
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : `${two(v.getUTCDate())}/${two(v.getUTCMonth() + 1)}/${v.getUTCFullYear()}`;
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellText(o.result);
    if ('text' in o) return cellText(o.text);
    return '';
  }
  return String(v);
}
