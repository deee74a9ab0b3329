import { and, eq, inArray } from 'drizzle-orm';
import { importRow, normalizeSearch, type ImportIssue, type ImportPreviewRow } from '@academy/shared';
import type { Db } from '../../db/client';
import { courses, sections, students } from '../../db/schema';
import { takenInSection } from '../courses/seats';
import { sameName } from '@academy/shared';
import { type MappedSheet } from './import-mapping';

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

export interface CheckedRow extends ImportPreviewRow {
  cells: string[];
  data: ReturnType<typeof importRow.parse> | null;
}

/** Checks every row against the rules, the file itself (a barcode twice) and the database (a barcode taken); writes nothing. */
export async function checkRows(db: Db, sheet: MappedSheet): Promise<CheckedRow[]> {
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
