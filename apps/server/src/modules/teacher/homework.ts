import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  academyClock,
  TEACHER_NOTES_LIMITS,
  type Homework,
  type HomeworkAttachment,
  type TeacherHomeworkList,
  type homeworkFields,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { homework, homeworkAttachments } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { checkHomeworkFile, type CheckedFile, type UploadedFile } from './homework-files';
import { isoSql, ownSection } from './own-section';

/*
 * A section's homework (issue 25 item 2): a title, a text, a due date and up to 5 files (pictures re-encoded,
 * PDFs checked by their content), set by the section's teacher; the families of its students read it
 * (modules/learning). Every call names the section: another teacher's is 404 section_not_found, and a homework
 * of another section 404 homework_not_found, as an unknown id.
 */

type Fields = z.output<typeof homeworkFields>;
const FOLDER = 'homework';

const homeworkGone = () => notFound('Homework not found', 'homework_not_found');
const tooMany = () =>
  badRequest('too_many_attachments', `A homework holds at most ${TEACHER_NOTES_LIMITS.homeworkMaxFiles} files.`, {
    files: ['too_many'],
  });
const dueInPast = () => badRequest('validation_failed', 'The due date is before today.', { due_on: ['due_in_past'] });

type HomeworkRow = Omit<Homework, 'attachments'>;

/** The files of some homework, in upload order, by homework id. */
export async function attachmentsOf(db: Db | Tx, ids: number[]): Promise<Map<number, HomeworkAttachment[]>> {
  const byHomework = new Map<number, HomeworkAttachment[]>();
  if (!ids.length) return byHomework;
  const rows = await db
    .select()
    .from(homeworkAttachments)
    .where(inArray(homeworkAttachments.homeworkId, ids))
    .orderBy(homeworkAttachments.id);
  for (const r of rows) {
    const list = byHomework.get(r.homeworkId) ?? [];
    list.push({ id: r.id, url: r.url, kind: r.kind, file_name: r.fileName, bytes: r.bytes });
    byHomework.set(r.homeworkId, list);
  }
  return byHomework;
}

const HOMEWORK_COLUMNS = sql`h.id, h.section_id, h.title, h.body, h.due_on::text as due_on,
  ${isoSql(sql`h.created_at`)} as created_at, ${isoSql(sql`h.updated_at`)} as updated_at`;

async function withAttachments(db: Db | Tx, rows: HomeworkRow[]): Promise<Homework[]> {
  const files = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, attachments: files.get(r.id) ?? [] }));
}

/** One homework of the section, or 404 homework_not_found. */
async function homeworkOf(db: Db | Tx, sectionId: number, homeworkId: number): Promise<Homework> {
  const rows = await rowsOf<HomeworkRow>(
    db,
    sql`select ${HOMEWORK_COLUMNS} from homework h where h.id = ${homeworkId} and h.section_id = ${sectionId}`,
  );
  if (!rows.length) throw homeworkGone();
  return (await withAttachments(db, rows))[0]!;
}

/** GET /api/teacher/sections/{id}/homework: the section's latest homework (newest first) with their files. */
export async function listHomework(deps: Deps, teacherId: number, sectionId: number): Promise<TeacherHomeworkList> {
  const today = academyClock(deps.clock()).date;
  await ownSection(deps.db, teacherId, sectionId, today);
  const rows = await rowsOf<HomeworkRow>(
    deps.db,
    sql`select ${HOMEWORK_COLUMNS} from homework h where h.section_id = ${sectionId}
        order by h.created_at desc, h.id desc limit ${TEACHER_NOTES_LIMITS.teacherMax}`,
  );
  return { today, items: await withAttachments(deps.db, rows) };
}

/** Every file checked (and pictures re-encoded) before anything is saved: one bad file refuses the whole upload. */
async function checkAll(files: UploadedFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkHomeworkFile(file));
  return checked;
}

/** Saves the checked files under random names; removes the ones saved if one fails. */
async function storeAll(deps: Deps, files: CheckedFile[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await deps.storage.put(FOLDER, file.bytes, file.extension));
    return urls;
  } catch (error) {
    await removeAll(deps, urls);
    throw error;
  }
}

async function removeAll(deps: Deps, urls: string[]) {
  for (const url of urls) await deps.storage.remove(url).catch(() => undefined);
}

/** The rows of a homework's checked files, saved at `urls`. */
const fileRows = (deps: Deps, homeworkId: number, files: CheckedFile[], urls: string[]) =>
  files.map((f, i) => ({ homeworkId, url: urls[i]!, kind: f.kind, fileName: f.fileName, bytes: f.bytes.length, createdAt: deps.clock() }));

/** Saves the files, then runs `write` (one transaction); the saved files are removed when it fails. */
async function withStoredFiles<T>(deps: Deps, files: CheckedFile[], write: (tx: Tx, urls: string[]) => Promise<T>): Promise<T> {
  const urls = await storeAll(deps, files);
  try {
    return await deps.db.transaction((tx) => write(tx, urls));
  } catch (error) {
    await removeAll(deps, urls);
    throw error;
  }
}

/** POST /api/teacher/sections/{id}/homework: a new homework with its files (at most 5). */
export async function createHomework(
  deps: Deps,
  teacherId: number,
  sectionId: number,
  fields: Fields,
  files: UploadedFile[],
): Promise<Homework> {
  const today = academyClock(deps.clock()).date;
  await ownSection(deps.db, teacherId, sectionId, today);
  if (fields.due_on !== null && fields.due_on < today) throw dueInPast();
  if (files.length > TEACHER_NOTES_LIMITS.homeworkMaxFiles) throw tooMany();
  const checked = await checkAll(files);
  const now = deps.clock();
  const id = await withStoredFiles(deps, checked, async (tx, urls) => {
    const [row] = await tx
      .insert(homework)
      .values({
        sectionId,
        title: fields.title,
        body: fields.body,
        dueOn: fields.due_on,
        writtenBy: teacherId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: homework.id });
    if (checked.length) await tx.insert(homeworkAttachments).values(fileRows(deps, row!.id, checked, urls));
    return row!.id;
  });
  return homeworkOf(deps.db, sectionId, id);
}

/** PUT /api/teacher/sections/{id}/homework/{homeworkId}: its title, text and due date (a changed due date not before today). */
export async function updateHomework(
  deps: Deps,
  teacherId: number,
  sectionId: number,
  homeworkId: number,
  fields: Fields,
): Promise<Homework> {
  const today = academyClock(deps.clock()).date;
  await ownSection(deps.db, teacherId, sectionId, today);
  const before = await homeworkOf(deps.db, sectionId, homeworkId);
  if (fields.due_on !== null && fields.due_on !== before.due_on && fields.due_on < today) throw dueInPast();
  await deps.db
    .update(homework)
    .set({ title: fields.title, body: fields.body, dueOn: fields.due_on, updatedAt: deps.clock() })
    .where(and(eq(homework.id, homeworkId), eq(homework.sectionId, sectionId)));
  return homeworkOf(deps.db, sectionId, homeworkId);
}

/** POST /api/teacher/sections/{id}/homework/{homeworkId}/attachments: more files, while the homework holds at most 5. */
export async function addAttachments(
  deps: Deps,
  teacherId: number,
  sectionId: number,
  homeworkId: number,
  files: UploadedFile[],
): Promise<Homework> {
  const today = academyClock(deps.clock()).date;
  await ownSection(deps.db, teacherId, sectionId, today);
  const before = await homeworkOf(deps.db, sectionId, homeworkId);
  if (!files.length) throw new AppError(400, 'no_file', 'Please choose at least one file.');
  // Refused before any picture is decoded; counted again under the lock when the rows are written.
  if (before.attachments.length + files.length > TEACHER_NOTES_LIMITS.homeworkMaxFiles) throw tooMany();
  const checked = await checkAll(files);
  await withStoredFiles(deps, checked, async (tx, urls) => {
    // The homework's row locked, its files counted again: two uploads at once cannot pass the limit between them.
    const locked = await rowsOf<{ id: number }>(tx, sql`select id from homework where id = ${homeworkId} for update`);
    if (!locked.length) throw homeworkGone();
    const [held] = await tx.select({ n: count() }).from(homeworkAttachments).where(eq(homeworkAttachments.homeworkId, homeworkId));
    if (Number(held?.n ?? 0) + checked.length > TEACHER_NOTES_LIMITS.homeworkMaxFiles) throw tooMany();
    await tx.insert(homeworkAttachments).values(fileRows(deps, homeworkId, checked, urls));
    await tx.update(homework).set({ updatedAt: deps.clock() }).where(eq(homework.id, homeworkId));
  });
  return homeworkOf(deps.db, sectionId, homeworkId);
}

/** DELETE /api/teacher/sections/{id}/homework/{homeworkId}/attachments/{attachmentId}: one file, from the list and from storage. */
export async function deleteAttachment(
  deps: Deps,
  teacherId: number,
  sectionId: number,
  homeworkId: number,
  attachmentId: number,
): Promise<Homework> {
  const today = academyClock(deps.clock()).date;
  await ownSection(deps.db, teacherId, sectionId, today);
  await homeworkOf(deps.db, sectionId, homeworkId);
  const [gone] = await deps.db
    .delete(homeworkAttachments)
    .where(and(eq(homeworkAttachments.id, attachmentId), eq(homeworkAttachments.homeworkId, homeworkId)))
    .returning({ url: homeworkAttachments.url });
  if (!gone) throw notFound('File not found', 'attachment_not_found');
  await removeAll(deps, [gone.url]);
  return homeworkOf(deps.db, sectionId, homeworkId);
}

/** DELETE /api/teacher/sections/{id}/homework/{homeworkId}: the homework, its files' rows and the files. */
export async function deleteHomework(deps: Deps, teacherId: number, sectionId: number, homeworkId: number): Promise<{ success: true }> {
  const today = academyClock(deps.clock()).date;
  await ownSection(deps.db, teacherId, sectionId, today);
  const before = await homeworkOf(deps.db, sectionId, homeworkId);
  await deps.db.delete(homework).where(and(eq(homework.id, homeworkId), eq(homework.sectionId, sectionId)));
  await removeAll(
    deps,
    before.attachments.map((a) => a.url),
  );
  return { success: true };
}
