import { and, eq, inArray } from 'drizzle-orm';
import {
  academyClock,
  findImportHeader,
  guessImportMapping,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  importRow,
  importTitleKey,
  isBlankRow,
  missingImportFields,
  normalizeSearch,
  type ImportColumn,
  type ImportFamilyDecisions,
  type ImportFamilyMatch,
  type ImportField,
  type ImportIssue,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
  type Language,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { auditLog, courses, enrollments, kindergartenSubscriptions, parents, sections, settings, students } from '../../db/schema';
import { audit } from '../../lib/audit';
import { csvDocument } from '../../lib/csv';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { searchText } from '../../lib/search-text';
import { importErrorText, importFieldLabel, IMPORT_TEXT } from './import-messages';
import type { SheetRow } from './import-sheet';
import { takenInSection } from '../courses/seats';
import { sameName } from '@academy/shared';
import { describeFamilies, matchFamilies } from './family-match';

/** The settings row remembering the academy's last mapping for each set of column titles. */
export const IMPORT_MAPPINGS_KEY = 'students_import_mappings';
const REMEMBERED_MAPPINGS = 20;

/** A file read and matched: its columns, the sheet row of its titles, its non-empty rows by field. */
interface MappedSheet {
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

async function rememberMapping(db: Db, signature: string, mapping: ImportMapping, now: Date) {
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

type SectionIndex = Map<string, { courseId: number; sections: { id: number; name: string }[] }>;

/** Active courses by folded English and Arabic name, with their active sections. */
async function sectionIndex(db: Db): Promise<SectionIndex> {
  const rows = await db
    .select({ courseId: courses.id, name: courses.name, nameAr: courses.nameAr, sectionId: sections.id, sectionName: sections.name })
    .from(courses)
    .leftJoin(sections, and(eq(sections.courseId, courses.id), eq(sections.isActive, true)))
    .where(eq(courses.isActive, true));
  const index: SectionIndex = new Map();
  for (const r of rows) {
    for (const key of [r.name, r.nameAr, String(r.courseId)].filter(Boolean) as string[]) {
      const entry = index.get(normalizeSearch(key)) ?? { courseId: r.courseId, sections: [] };
      if (r.sectionId && !entry.sections.some((s) => s.id === r.sectionId)) entry.sections.push({ id: r.sectionId, name: r.sectionName! });
      index.set(normalizeSearch(key), entry);
    }
  }
  return index;
}

interface CheckedRow extends ImportPreviewRow {
  cells: string[];
  data: ReturnType<typeof importRow.parse> | null;
}

/** Checks every row against the rules, the file itself (a barcode twice) and the database (a barcode taken); writes nothing. */
async function checkRows(db: Db, sheet: MappedSheet): Promise<CheckedRow[]> {
  const parsed = sheet.rows.map((r) => importRow.safeParse(r.values));
  // A barcode twice in the file or already held is said whatever else is wrong in the row, so the office
  // corrects both rows at once (not one now and the other after the first was imported).
  const codes = sheet.rows.map((r) => {
    const code = importRow.shape.barcode.safeParse(r.values.barcode ?? '');
    return code.success ? code.data : null;
  });
  const lineOf = new Map<string, number[]>();
  codes.forEach((code, i) => {
    if (code) lineOf.set(code, [...(lineOf.get(code) ?? []), sheet.rows[i]!.line]);
  });
  const barcodes = [...lineOf.keys()];
  const holders = new Map<string, string>();
  for (let i = 0; i < barcodes.length; i += 1000) {
    const batch = barcodes.slice(i, i + 1000);
    for (const s of await db
      .select({ barcode: students.barcode, name: students.name })
      .from(students)
      .where(inArray(students.barcode, batch)))
      holders.set(s.barcode, s.name);
  }
  const index = await sectionIndex(db);
  // One parent phone is one family: a later row giving it another parent name is refused (the first name
  // used to win silently), naming the row that gave it first.
  const firstOfPhone = new Map<string, { line: number; name: string }>();
  const otherName = sheet.rows.map((r) => {
    const phone = importRow.shape.parent_phone.safeParse(r.values.parent_phone ?? '');
    const name = importRow.shape.parent_name.safeParse(r.values.parent_name ?? '');
    if (!phone.success || !name.success) return null;
    const first = firstOfPhone.get(phone.data);
    if (!first) firstOfPhone.set(phone.data, { line: r.line, name: name.data });
    return first && !sameName(first.name, name.data) ? first.line : null;
  });

  const checked: CheckedRow[] = sheet.rows.map((row, i) => {
    const result = parsed[i]!;
    const issues: ImportIssue[] = [];
    const add = (issue: ImportIssue) => issues.push(issue);
    let sectionId: number | null = null;
    if (!result.success) {
      for (const issue of result.error.issues) add({ field: String(issue.path[0] ?? 'row') as ImportIssue['field'], code: issue.message });
    }
    const code = codes[i];
    if (code) {
      const holder = holders.get(code);
      if (holder !== undefined) add({ field: 'barcode', code: 'barcode_taken', holder });
      const other = lineOf.get(code)!.find((line) => line !== row.line);
      if (other !== undefined) add({ field: 'barcode', code: 'duplicate_in_file', row: other });
    }
    if (otherName[i] !== null) add({ field: 'parent_name', code: 'parent_name_differs', row: otherName[i]! });
    // The course and section are checked even when other cells are wrong, so one preview shows everything.
    const courseName = (row.values.course ?? '').trim();
    const sectionName = (row.values.section ?? '').trim();
    if (courseName) {
      const course = index.get(normalizeSearch(courseName));
      if (!course) add({ field: 'course', code: 'course_unknown' });
      else if (sectionName) {
        sectionId = course.sections.find((s) => normalizeSearch(s.name) === normalizeSearch(sectionName))?.id ?? null;
        if (!sectionId) add({ field: 'section', code: 'section_unknown' });
      } else if (course.sections.length === 1) sectionId = course.sections[0]!.id;
      else add({ field: 'section', code: course.sections.length ? 'section_required' : 'section_unknown' });
    }
    return {
      line: row.line,
      values: row.values,
      section_id: sectionId,
      errors: {},
      issues,
      cells: row.cells,
      data: result.success && !issues.length ? result.data : null,
    };
  });

  // Seats: the rows that are otherwise valid take a section's free seats in the order of the sheet.
  const wanted = [...new Set(checked.flatMap((r) => (r.data && r.section_id ? [r.section_id] : [])))];
  const free = new Map<number, number>();
  if (wanted.length) {
    const rows = await db
      .select({ id: sections.id, max: sections.maxStudents, taken: takenInSection() })
      .from(sections)
      .where(inArray(sections.id, wanted));
    for (const r of rows) free.set(r.id, r.max - Number(r.taken));
  }
  for (const row of checked) {
    if (!row.data || !row.section_id) continue;
    const left = free.get(row.section_id) ?? 0;
    if (left <= 0) {
      row.issues.push({ field: 'section', code: 'section_full' });
      row.data = null;
    } else free.set(row.section_id, left - 1);
  }
  for (const row of checked) for (const issue of row.issues) (row.errors[issue.field] ??= []).push(issue.code);
  return checked;
}

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
 * The seats of the imported students, in a few queries whatever their number: the sections locked and their
 * free seats counted again (another admin may have filled one since the preview), then the enrollments
 * (approved, as an admin's enrollment), the kindergarten subscriptions and one audit entry per seat.
 */
async function seatStudents(
  tx: Tx,
  actor: { id: number; ip: string | null },
  seats: { studentId: number; sectionId: number }[],
  now: Date,
) {
  if (!seats.length) return 0;
  const today = academyClock(now).date;
  const ids = [...new Set(seats.map((s) => s.sectionId))];
  const locked = await tx
    .select({
      id: sections.id,
      name: sections.name,
      max: sections.maxStudents,
      category: courses.category,
      pricingType: courses.pricingType,
      monthlyPrice: courses.monthlyPrice,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(inArray(sections.id, ids), eq(sections.isActive, true)))
    .for('update', { of: sections });
  const taken = new Map(
    (await tx.select({ id: sections.id, taken: takenInSection() }).from(sections).where(inArray(sections.id, ids))).map((r) => [
      r.id,
      Number(r.taken),
    ]),
  );
  const byId = new Map(locked.map((s) => [s.id, s]));
  for (const id of ids) {
    const section = byId.get(id);
    if (!section) throw notFound('A section of this file is no longer available. Please preview the file again.', 'section_not_found');
    const wanted = seats.filter((s) => s.sectionId === id).length;
    if ((taken.get(id) ?? 0) + wanted > section.max)
      throw conflict(
        'section_full',
        `Section ${section.name} has no seat left for every student of this file. Please preview the file again.`,
      );
  }
  const created: { id: number; studentId: number; sectionId: number }[] = [];
  for (let i = 0; i < seats.length; i += 1000) {
    const batch = seats.slice(i, i + 1000).map((s) => {
      const section = byId.get(s.sectionId)!;
      const monthly = section.pricingType === 'monthly' && section.category !== 'kindergarten';
      return {
        studentId: s.studentId,
        sectionId: s.sectionId,
        status: 'approved' as const,
        isActive: true,
        enrolledAt: now,
        cycleStartedOn: monthly ? today : null,
      };
    });
    created.push(
      ...(await tx
        .insert(enrollments)
        .values(batch)
        .returning({ id: enrollments.id, studentId: enrollments.studentId, sectionId: enrollments.sectionId })),
    );
  }
  const kindergarten = created.filter((e) => byId.get(e.sectionId)!.category === 'kindergarten');
  for (let i = 0; i < kindergarten.length; i += 1000) {
    await tx
      .insert(kindergartenSubscriptions)
      .values(
        kindergarten.slice(i, i + 1000).map((e) => ({
          enrollmentId: e.id,
          status: 'pending' as const,
          amount: byId.get(e.sectionId)!.monthlyPrice ?? '0',
          nextPaymentDate: today,
        })),
      )
      .onConflictDoNothing();
  }
  for (let i = 0; i < created.length; i += 1000) {
    await tx.insert(auditLog).values(
      created.slice(i, i + 1000).map((e) => ({
        actorId: actor.id,
        action: 'student.enrolled',
        entity: 'student',
        entityId: e.studentId,
        ip: actor.ip,
        createdAt: now,
        data: { section_id: e.sectionId, enrollment_id: e.id, imported: true },
      })),
    );
  }
  return created.length;
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
