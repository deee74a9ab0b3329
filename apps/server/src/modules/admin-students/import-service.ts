import {
  type ImportFamilyDecisions,
  type ImportFamilyMatch,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  type Language,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { parents, students } from '../../db/schema';
import { audit } from '../../lib/audit';
import { csvDocument } from '../../lib/csv';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { searchText } from '../../lib/search-text';
import { importErrorText, IMPORT_TEXT } from './import-messages';
import type { SheetRow } from './import-sheet';
import { sameName } from '@academy/shared';
import { describeFamilies, matchFamilies } from './family-match';
import { rememberMapping, mapSheet } from './import-mapping';
import { type CheckedRow, checkRows } from './import-check';
import { seatStudents } from './import-seats';

/** What the file holds, row by row, with the field each column was matched to; writes nothing. */
export async function previewImport(deps: Deps, lines: SheetRow[], chosen?: ImportMapping): Promise<ImportPreview> {
  const sheet = await mapSheet(deps.db, lines, chosen);
  const checked = await checkRows(deps.db, sheet);
  const invalid = checked.filter((r) => r.issues.length).length;
  return {
    rows: checked.map(({ cells: _cells, data: _data, ...row }) => row),
    total: checked.length,
    valid: checked.length - invalid,
    invalid,
    columns: sheet.columns,
    header_line: sheet.headerLine,
    mapping_source: sheet.source,
    skipped_empty: sheet.skippedEmpty,
    families: await familyMatches(deps.db, checked),
  };
}

/**
 * The parent phones of the valid rows that prove a family (family-match.ts), with that family, or that several
 * families hold; the other phones make new families without a question.
 */
async function familyMatches(db: Db | Tx, checked: CheckedRow[]): Promise<ImportFamilyMatch[]> {
  const byPhone = new Map<string, { name: string; lines: number[] }>();
  for (const r of checked) {
    if (!r.data) continue;
    const entry = byPhone.get(r.data.parent_phone) ?? { name: r.data.parent_name, lines: [] };
    entry.lines.push(r.line);
    byPhone.set(r.data.parent_phone, entry);
  }
  const { phones } = await matchFamilies(db, { phones: [...byPhone.keys()] });
  const asked = [...phones].filter(([, m]) => m.familyId !== null || m.holders > 1);
  const described = await describeFamilies(
    db,
    asked.flatMap(([, m]) => (m.familyId === null ? [] : [m.familyId])),
  );
  return asked.map(([phone, m]) => {
    const file = byPhone.get(phone)!;
    const family = m.familyId === null ? null : (described.get(m.familyId) ?? null);
    const namesMatch = Boolean(family && sameName(family.parent_name, file.name));
    return {
      phone,
      file_parent_name: file.name,
      lines: file.lines,
      family,
      names_match: namesMatch,
      shared: family ? 0 : m.holders,
      suggested: family && namesMatch ? family.id : 'new',
    };
  });
}

/**
 * Imports the rows in one transaction: every row or nothing (`all`), or only the valid ones (`valid`, the others
 * are left out and can be downloaded). It creates the parents (one per phone; a phone that proves a family joins
 * it or makes a new family as the admin decided: decidedFamilies), the students with their card barcodes and the seats; a failure on any
 * row writes nothing. A
 * barcode already held is refused, so importing the same file twice creates no duplicate. The mapping used is
 * remembered for the next file with the same titles.
 */
export async function commitImport(
  deps: Deps,
  actor: { id: number; ip: string | null },
  lines: SheetRow[],
  options: { mapping?: ImportMapping; mode: 'valid' | 'all'; remember: boolean; families?: ImportFamilyDecisions },
): Promise<ImportResult> {
  const sheet = await mapSheet(deps.db, lines, options.mapping);
  const checked = await checkRows(deps.db, sheet);
  const bad = checked.filter((r) => r.issues.length);
  if (options.mode === 'all' && bad.length) {
    throw new AppError(400, 'import_invalid', 'Some rows of the file have errors; nothing was imported.', {
      rows: bad.map((r) => `${r.line}: ${r.issues.map((i) => `${i.field} ${i.code}`).join('; ')}`),
    });
  }
  const good = checked.filter((r) => r.data);
  if (!good.length)
    throw badRequest('import_invalid', 'No row of the file is valid; nothing was imported.', { rows: bad.map((r) => String(r.line)) });
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      const rows = good.map((r) => r.data!);
      const parentByPhone = await decidedFamilies(tx, good, options.families ?? {});
      const missing = [...new Set(rows.map((r) => r.parent_phone))].filter((p) => !parentByPhone.has(p));
      const nameByPhone = new Map<string, string>();
      for (const r of rows) if (!nameByPhone.has(r.parent_phone)) nameByPhone.set(r.parent_phone, r.parent_name);
      for (let i = 0; i < missing.length; i += 1000) {
        const batch = missing.slice(i, i + 1000).map((phone) => {
          const name = nameByPhone.get(phone)!;
          return { fullName: name, phone, searchText: searchText(name, phone), createdAt: now, updatedAt: now };
        });
        for (const p of await tx.insert(parents).values(batch).returning({ id: parents.id, phone: parents.phone }))
          parentByPhone.set(p.phone!, p.id);
      }
      const created: { id: number; barcode: string }[] = [];
      for (let i = 0; i < rows.length; i += 1000) {
        const batch = rows.slice(i, i + 1000).map((r) => ({
          parentId: parentByPhone.get(r.parent_phone)!,
          name: r.name,
          dateOfBirth: r.date_of_birth,
          barcode: r.barcode,
          searchText: searchText(r.name, r.parent_name, r.parent_phone, r.barcode),
          createdAt: now,
          updatedAt: now,
        }));
        created.push(...(await tx.insert(students).values(batch).returning({ id: students.id, barcode: students.barcode })));
      }
      const idByBarcode = new Map(created.map((s) => [s.barcode, s.id]));
      const seats = await seatStudents(
        tx,
        actor,
        good.flatMap((r) => (r.section_id ? [{ studentId: idByBarcode.get(r.data!.barcode)!, sectionId: r.section_id }] : [])),
        now,
      );
      if (options.remember)
        await rememberMapping(
          tx,
          sheet.signature,
          sheet.columns.map((c) => c.field),
          now,
        );
      await audit(tx, {
        actorId: actor.id,
        action: 'students.imported',
        entity: 'student',
        ip: actor.ip,
        at: now,
        data: {
          students: created.length,
          parents: missing.length,
          families_attached: parentByPhone.size - missing.length,
          seats,
          rejected: bad.length,
        },
      });
      return {
        success: true as const,
        imported: created.length,
        parents_created: missing.length,
        enrollments_created: seats,
        rejected: bad.length,
      };
    });
  } catch (error) {
    // Another import took one of these barcodes (or phones) between the check and the write: nothing was written.
    if (uniqueViolation(error))
      throw conflict(
        'import_invalid',
        'Some of these students were imported meanwhile; nothing was imported. Please preview the file again.',
      );
    throw error;
  }
}

/**
 * The family of each parent phone the admin decided on (issue 30 item 1): a phone that proves a family needs a
 * decision, that family or a new one (409 import_family_decision_needed listing the phones otherwise); a
 * decision naming a family the phone does not prove is refused (409 import_family_decision_invalid). Phones
 * attached to their family are returned; the others make new families.
 */
async function decidedFamilies(tx: Tx, good: CheckedRow[], decisions: NonNullable<ImportFamilyDecisions>) {
  const matches = await familyMatches(tx, good);
  const proven = new Map(matches.flatMap((m) => (m.family ? [[m.phone, m.family.id] as const] : [])));
  const phones = new Set(good.map((r) => r.data!.parent_phone));
  const needed = [...proven.keys()].filter((phone) => decisions[phone] === undefined);
  if (needed.length) {
    throw conflict(
      'import_family_decision_needed',
      'Some parent phones of this file belong to existing families: choose, for each, that family or a new one. Nothing was imported.',
      { phones: needed },
    );
  }
  const invalid = Object.entries(decisions).filter(
    ([phone, decision]) => phones.has(phone) && decision !== 'new' && decision !== proven.get(phone),
  );
  if (invalid.length) {
    throw conflict(
      'import_family_decision_invalid',
      'A family chosen for a parent phone of this file is not the family of that phone. Please preview the file again.',
      { phones: invalid.map(([phone]) => phone) },
    );
  }
  return new Map([...proven].filter(([phone]) => decisions[phone] !== 'new'));
}

/**
 * The rejected rows as a CSV to correct and import again: the file's own columns, the cells as they were, and
 * one more column saying, in the admin's language, which field is wrong and why.
 */
export async function rejectedRowsCsv(deps: Deps, lines: SheetRow[], chosen: ImportMapping | undefined, lang: Language): Promise<string> {
  const sheet = await mapSheet(deps.db, lines, chosen);
  const checked = await checkRows(deps.db, sheet);
  const width = sheet.columns.length;
  const records = checked
    .filter((r) => r.issues.length)
    .map((r) => [
      ...Array.from({ length: width }, (_, i) => r.cells[i] ?? ''),
      r.issues.map((issue) => importErrorText(lang, issue)).join(' ; '),
    ]);
  return csvDocument([...sheet.columns.map((c) => c.title), IMPORT_TEXT[lang].errors_column], records);
}
