import { describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { csvDocument, neutraliseCell, type CsvCell } from '../src/lib/csv';

/*
 * lib/csv.ts writes its records itself (issue 24 item 5: csv-stringify took 0.5 s of a 50,000-row export).
 * The file must stay what csv-stringify wrote with the same options: BOM, CRLF, a cell quoted when it holds
 * a comma, a quote mark (doubled) or a CRLF, empty and missing cells empty.
 */

const PIECES = ['a', 'ب', ',', '"', '\r', '\n', '\r\n', ' ', '=', '+', '-', '@', '\t', "'", '1', '.', '\uFF1D', '\u00A0', '500.00', 'سارة'];

function randomRows(seed: number, count: number): CsvCell[][] {
  let s = seed;
  const rand = () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: count }, () =>
    Array.from({ length: 9 }, (): CsvCell => {
      const r = rand();
      if (r < 0.05) return null;
      if (r < 0.1) return undefined;
      if (r < 0.15) return (Math.round(rand() * 100_000) / 100) * (rand() < 0.3 ? -1 : 1);
      return Array.from({ length: Math.floor(rand() * 8) }, () => PIECES[Math.floor(rand() * PIECES.length)]).join('');
    }),
  );
}

const before = (columns: readonly string[], rows: readonly (readonly CsvCell[])[]) =>
  stringify(
    [columns, ...rows].map((row) => row.map(neutraliseCell)),
    { bom: true, record_delimiter: 'windows' },
  );

describe('csvDocument', () => {
  it('writes what csv-stringify wrote, cell for cell, on random text with every character that matters', () => {
    const columns = ['Date', 'Student, name', 'Say "hi"'];
    for (const seed of [1, 7, 24, 99]) {
      const rows = randomRows(seed, 2_000);
      expect(csvDocument(columns, rows)).toBe(before(columns, rows));
    }
  });

  it('writes the header alone, and a row of empty cells, as before', () => {
    expect(csvDocument(['A', 'B'], [])).toBe(before(['A', 'B'], []));
    expect(
      csvDocument(
        ['A', 'B'],
        [
          [null, ''],
          [undefined, 0],
        ],
      ),
    ).toBe(
      before(
        ['A', 'B'],
        [
          [null, ''],
          [undefined, 0],
        ],
      ),
    );
  });
});
