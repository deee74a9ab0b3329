import { and, eq, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, importRow, normalizeSearch, type ImportPreview, type ImportPreviewRow } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Db } from '../../db/client';
import { courses, parents, sections, students } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, badRequest } from '../../lib/errors';
import { searchText } from '../../lib/search-text';
import { enrollStudent } from './student-service';

// Column titles the old system's exports and people use, in English, French and Arabic.
const HEADERS: Record<string, string[]> = {
  name: ['name', 'student', 'student name', 'student_name', 'full name', 'nom', 'élève', 'eleve', 'الاسم', 'اسم التلميذ', 'التلميذ'],
  barcode: ['barcode', 'code', 'card', 'card code', 'code barre', 'الرمز', 'رمز البطاقة', 'الباركود'],
  date_of_birth: ['date_of_birth', 'date of birth', 'birth date', 'birthdate', 'dob', 'date de naissance', 'تاريخ الميلاد'],
  parent_name: ['parent_name', 'parent name', 'parent', 'guardian', 'nom du parent', 'ولي الأمر', 'اسم ولي الأمر'],
  parent_phone: ['parent_phone', 'parent phone', 'phone', 'téléphone', 'telephone', 'هاتف ولي الأمر', 'الهاتف'],
  course: ['course', 'cours', 'الدورة', 'المادة'],
  section: ['section', 'class', 'group', 'groupe', 'الفوج', 'القسم'],
};
const FIELD_OF = new Map(Object.entries(HEADERS).flatMap(([field, names]) => names.map((n) => [normalizeSearch(n), field] as const)));

/** Reads a CSV (comma or semicolon, UTF-8) or an Excel workbook (first sheet) into raw rows keyed by field. */
export async function readSheet(bytes: Buffer): Promise<Record<string, string>[]> {
  let table: string[][];
  if (bytes.subarray(0, 2).toString() === 'PK') {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw badRequest('invalid_file_type', 'This file could not be read. Please upload a CSV or Excel (.xlsx) file.');
    }
    const sheet = book.worksheets[0];
    table = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values = (row.values as unknown[]).slice(1).map((v) => cellText(v));
      table.push(values);
    });
  } else {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const delimiter = (text.split('\n')[0] ?? '').includes(';') ? ';' : ',';
    try {
      table = parse(text, { delimiter, skip_empty_lines: true, relax_column_count: true, trim: true });
    } catch {
      throw badRequest('invalid_file_type', 'This file could not be read. Please upload a CSV or Excel (.xlsx) file.');
    }
  }
  const [header, ...body] = table;
  if (!header) return [];
  const fields = header.map((h) => FIELD_OF.get(normalizeSearch(String(h))) ?? null);
  if (!fields.includes('name') || !fields.includes('barcode')) {
    throw badRequest('import_invalid', 'The first row must name the columns: name, barcode, date of birth, parent name, parent phone (course and section optional).');
  }
  if (body.length > IMPORT_MAX_ROWS) throw badRequest('import_invalid', `At most ${IMPORT_MAX_ROWS} students per file.`);
  return body.map((cells) => Object.fromEntries(fields.flatMap((f, i) => (f ? [[f, String(cells[i] ?? '').trim()]] : []))));
}

function cellText(v: unknown): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (v && typeof v === 'object' && 'text' in v) return String((v as { text: unknown }).text);
  if (v && typeof v === 'object' && 'result' in v) return String((v as { result: unknown }).result);
  return v === null || v === undefined ? '' : String(v);
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

/** Checks every row against the rules, the file itself and the database; writes nothing. */
export async function previewImport(deps: Deps, raw: Record<string, unknown>[]): Promise<ImportPreview> {
  const parsed = raw.map((values) => importRow.safeParse(values));
  const barcodes = parsed.flatMap((p) => (p.success ? [p.data.barcode] : []));
  const taken = barcodes.length
    ? new Set((await deps.db.select({ barcode: students.barcode }).from(students).where(inArray(students.barcode, barcodes))).map((r) => r.barcode))
    : new Set<string>();
  const index = await sectionIndex(deps.db);
  const seen = new Map<string, number>();
  for (const b of barcodes) seen.set(b, (seen.get(b) ?? 0) + 1);

  const rows: ImportPreviewRow[] = parsed.map((result, i) => {
    const errors: Record<string, string[]> = {};
    const add = (field: string, key: string) => (errors[field] ??= []).push(key);
    let sectionId: number | null = null;
    if (!result.success) for (const issue of result.error.issues) add(String(issue.path[0] ?? 'row'), issue.message);
    else {
      if (taken.has(result.data.barcode)) add('barcode', 'barcode_taken');
      if ((seen.get(result.data.barcode) ?? 0) > 1) add('barcode', 'duplicate_in_file');
    }
    // The course and section are checked even when other cells are wrong, so one preview shows everything.
    const courseName = String(raw[i]?.course ?? '').trim();
    const sectionName = String(raw[i]?.section ?? '').trim();
    if (courseName) {
      const course = index.get(normalizeSearch(courseName));
      if (!course) add('course', 'course_unknown');
      else if (sectionName) {
        sectionId = course.sections.find((s) => normalizeSearch(s.name) === normalizeSearch(sectionName))?.id ?? null;
        if (!sectionId) add('section', 'section_unknown');
      } else if (course.sections.length === 1) sectionId = course.sections[0]!.id;
      else add('section', course.sections.length ? 'section_required' : 'section_unknown');
    }
    const values = Object.fromEntries(Object.entries(raw[i] ?? {}).map(([k, v]) => [k, String(v ?? '')]));
    return { line: i + 2, values, section_id: sectionId, errors };
  });
  const invalid = rows.filter((r) => Object.keys(r.errors).length).length;
  return { rows, total: rows.length, valid: rows.length - invalid, invalid };
}

/**
 * Imports every row or none: re-checked as in the preview, then one transaction creates the parents (one
 * per phone, reusing a family already known by that phone), the students with their card barcodes, and
 * the seats. The students can then use the first-time barcode login.
 */
export async function commitImport(deps: Deps, actor: { id: number; ip: string | null }, raw: Record<string, unknown>[]) {
  const preview = await previewImport(deps, raw);
  if (preview.invalid > 0) {
    throw new AppError(400, 'import_invalid', 'Some rows of the file have errors; nothing was imported.', {
      rows: preview.rows.filter((r) => Object.keys(r.errors).length).map((r) => `${r.line}: ${Object.entries(r.errors).map(([f, k]) => `${f} ${k.join(',')}`).join('; ')}`),
    });
  }
  const rows = raw.map((r) => importRow.parse(r));
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const phones = [...new Set(rows.map((r) => r.parent_phone))];
    const known = await tx.select({ id: parents.id, phone: parents.phone }).from(parents).where(inArray(parents.phone, phones));
    const parentByPhone = new Map(known.map((p) => [p.phone!, p.id]));
    const missing = phones.filter((p) => !parentByPhone.has(p));
    for (let i = 0; i < missing.length; i += 1000) {
      const batch = missing.slice(i, i + 1000).map((phone) => {
        const name = rows.find((r) => r.parent_phone === phone)!.parent_name;
        return { fullName: name, phone, searchText: searchText(name, phone), createdAt: now, updatedAt: now };
      });
      for (const p of await tx.insert(parents).values(batch).returning({ id: parents.id, phone: parents.phone })) parentByPhone.set(p.phone!, p.id);
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
    let seats = 0;
    for (const [i, row] of preview.rows.entries()) {
      if (!row.section_id) continue;
      await enrollStudent(deps, actor, idByBarcode.get(rows[i]!.barcode)!, row.section_id, tx);
      seats += 1;
    }
    await audit(tx, { actorId: actor.id, action: 'students.imported', entity: 'student', ip: actor.ip, at: now, data: { students: created.length, parents: missing.length, seats } });
    return { success: true, imported: created.length, parents_created: missing.length, enrollments_created: seats };
  });
}

