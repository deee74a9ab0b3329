import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminGalleryPhoto, GalleryPhoto, GalleryUploadFields, galleryUpdateBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { galleryItems } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { encodeGalleryPhoto, removeFiles, sizeOf, storeSizes } from './images';

type Actor = { id: number; ip: string | null };
type Row = typeof galleryItems.$inferSelect;

/** The API shape of a photo: the thumbnail is the smallest size, the image the largest. */
function presentPhoto(row: Row): GalleryPhoto {
  const large = sizeOf(row.imageUrl);
  const thumb = row.thumbUrl && row.thumbUrl !== row.imageUrl ? sizeOf(row.thumbUrl) : null;
  return {
    id: row.id,
    title_en: row.titleEn,
    title_ar: row.titleAr,
    caption_en: row.captionEn,
    caption_ar: row.captionAr,
    width: large.width,
    height: large.height,
    thumb_url: thumb?.url ?? large.url,
    image_url: large.url,
    sizes: thumb ? [thumb, large] : [large],
  };
}

function presentAdminPhoto(row: Row): AdminGalleryPhoto {
  return { ...presentPhoto(row), is_published: row.isPublished, sort_order: row.sortOrder, created_at: row.createdAt.toISOString() };
}

const ORDER = [asc(galleryItems.sortOrder), asc(galleryItems.id)];

/** Published photos in the admin's order (GET /api/gallery). */
export async function publicPhotos(deps: Deps, limit: number): Promise<GalleryPhoto[]> {
  const rows = await deps.db
    .select()
    .from(galleryItems)
    .where(eq(galleryItems.isPublished, true))
    .orderBy(...ORDER)
    .limit(limit);
  return rows.map(presentPhoto);
}

export async function adminPhotos(deps: Deps): Promise<AdminGalleryPhoto[]> {
  const rows = await deps.db
    .select()
    .from(galleryItems)
    .orderBy(...ORDER);
  return rows.map(presentAdminPhoto);
}

/**
 * Stores several photos at once, after the ones already there, each with the same texts. Every file is
 * checked and encoded before anything is saved, so one bad file refuses the whole upload.
 */
export async function uploadPhotos(deps: Deps, actor: Actor, files: Buffer[], fields: GalleryUploadFields): Promise<AdminGalleryPhoto[]> {
  if (files.length === 0) throw badRequest('no_file', 'Please select at least one photo.');
  const encoded = [];
  for (const file of files) encoded.push(await encodeGalleryPhoto(file));
  const stored: string[][] = [];
  try {
    for (const sizes of encoded) stored.push(await storeSizes(deps.storage, sizes));
    const now = deps.clock();
    const rows = await deps.db.transaction(async (tx) => {
      const [last] = await tx.select({ max: sql<number | null>`max(${galleryItems.sortOrder})` }).from(galleryItems);
      const start = (last?.max ?? -1) + 1;
      const inserted = await tx
        .insert(galleryItems)
        .values(
          stored.map((urls, i) => ({
            titleEn: fields.title_en ?? null,
            titleAr: fields.title_ar ?? null,
            captionEn: fields.caption_en ?? null,
            captionAr: fields.caption_ar ?? null,
            imageUrl: urls[urls.length - 1]!,
            thumbUrl: urls[0]!,
            sortOrder: start + i,
            isPublished: fields.is_published,
            createdBy: actor.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      await audit(tx, {
        actorId: actor.id,
        action: 'gallery.uploaded',
        entity: 'gallery_item',
        entityId: inserted[0]?.id ?? null,
        ip: actor.ip,
        at: now,
        data: { ids: inserted.map((r) => r.id), count: inserted.length },
      });
      return inserted;
    });
    return rows.sort((a, b) => a.sortOrder - b.sortOrder).map(presentAdminPhoto);
  } catch (error) {
    await removeFiles(deps.storage, stored.flat());
    throw error;
  }
}

/** Texts and visibility (an empty text clears it; a field left out is kept). */
export async function updatePhoto(
  deps: Deps,
  actor: Actor,
  id: number,
  body: z.output<typeof galleryUpdateBody>,
): Promise<AdminGalleryPhoto> {
  const changes: Partial<Row> = {};
  if (body.title_en !== undefined) changes.titleEn = body.title_en;
  if (body.title_ar !== undefined) changes.titleAr = body.title_ar;
  if (body.caption_en !== undefined) changes.captionEn = body.caption_en;
  if (body.caption_ar !== undefined) changes.captionAr = body.caption_ar;
  if (body.is_published !== undefined) changes.isPublished = body.is_published;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(galleryItems)
      .set({ ...changes, updatedAt: now })
      .where(eq(galleryItems.id, id))
      .returning();
    if (!row) throw notFound('Photo not found.');
    await audit(tx, {
      actorId: actor.id,
      action: 'gallery.updated',
      entity: 'gallery_item',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { fields: Object.keys(changes) },
    });
    return presentAdminPhoto(row);
  });
}

/** The new order: every photo's id exactly once (a stale list is refused so no photo lands in a random place). */
export async function reorderPhotos(deps: Deps, actor: Actor, ids: number[]): Promise<AdminGalleryPhoto[]> {
  if (new Set(ids).size !== ids.length) throw badRequest('validation_failed', 'Each photo may appear once.', { ids: ['duplicate'] });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const existing = await tx.select({ id: galleryItems.id }).from(galleryItems);
    const known = new Set(existing.map((r) => r.id));
    if (ids.some((id) => !known.has(id))) throw notFound('Photo not found.');
    if (ids.length !== known.size) throw badRequest('validation_failed', 'The order must list every photo.', { ids: ['incomplete'] });
    if (ids.length > 0) {
      const cases = sql.join(
        ids.map((id, i) => sql`when ${id} then ${i}`),
        sql` `,
      );
      await tx
        .update(galleryItems)
        .set({ sortOrder: sql`(case ${galleryItems.id} ${cases} end)::int`, updatedAt: now })
        .where(inArray(galleryItems.id, ids));
    }
    await audit(tx, { actorId: actor.id, action: 'gallery.reordered', entity: 'gallery_item', ip: actor.ip, at: now, data: { ids } });
  });
  return adminPhotos(deps);
}

/** Deletes the photo and its files. */
export async function deletePhoto(deps: Deps, actor: Actor, id: number) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(galleryItems).where(eq(galleryItems.id, id)).returning();
    if (!deleted) throw notFound('Photo not found.');
    await audit(tx, {
      actorId: actor.id,
      action: 'gallery.deleted',
      entity: 'gallery_item',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { image_url: deleted.imageUrl },
    });
    return deleted;
  });
  await removeFiles(deps.storage, [row.imageUrl, row.thumbUrl]);
  return { success: true as const };
}
