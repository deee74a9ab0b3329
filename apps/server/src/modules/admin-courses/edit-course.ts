import { eq } from 'drizzle-orm';
import { type AdminCourse, type AdminCourseBody } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { courses } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { toCourseImage } from '../../lib/images';
import { courseSearchText } from '../courses/search-text';
import { getCourse } from './list-courses';

export type Actor = { id: number; ip: string | null };

function courseValues(b: AdminCourseBody) {
  const values = {
    name: (b.name_en ?? b.name_ar)!,
    nameEn: b.name_en ?? null,
    nameAr: b.name_ar ?? null,
    nameFr: b.name_fr ?? null,
    description: b.description_en ?? b.description_ar ?? '',
    descriptionEn: b.description_en ?? null,
    descriptionAr: b.description_ar ?? null,
    descriptionFr: b.description_fr ?? null,
    level: b.level,
    grade: b.grade ?? null,
    subject: b.subject ?? null,
    category: b.category,
    pricingType: b.pricing_type,
    sessionPrice: b.session_price ?? null,
    monthlyPrice: b.monthly_price ?? null,
    displayPrice: b.display_price ?? null,
    sessionDurationHours: String(b.session_duration_hours),
    maxStudents: b.max_students,
    isActive: b.is_active,
  };
  return { ...values, searchText: courseSearchText(values) };
}

/** Resizes and stores an uploaded picture before any transaction starts (so none waits on the disk). */
async function storeImage(deps: Deps, image: Buffer | undefined) {
  if (!image) return null;
  return deps.storage.put('courses', await toCourseImage(image), 'webp');
}

/** Runs a write that may have stored a new picture: the picture is removed again if the write fails. */
async function withStoredImage<T>(deps: Deps, stored: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (stored) await deps.storage.remove(stored).catch(() => undefined);
    throw error;
  }
}

/** POST /api/admin/courses: the course form, with an optional picture (640x360 WebP). */
export async function createCourse(deps: Deps, actor: Actor, body: AdminCourseBody, image?: Buffer): Promise<AdminCourse> {
  const now = deps.clock();
  const stored = await storeImage(deps, image);
  const id = await withStoredImage(deps, stored, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courses)
        .values({ ...courseValues(body), imageUrl: stored, createdAt: now, updatedAt: now })
        .returning({ id: courses.id });
      await audit(tx, {
        actorId: actor.id,
        action: 'course.created',
        entity: 'course',
        entityId: row!.id,
        ip: actor.ip,
        at: now,
        data: { name: body.name_en ?? body.name_ar },
      });
      return row!.id;
    }),
  );
  return getCourse(deps.db, id);
}

export async function lockCourse(tx: Tx, id: number) {
  const [course] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!course) throw notFound('Course not found.', 'course_not_found');
  return course;
}

/**
 * PUT /api/admin/courses/{id}: the whole form. A new picture replaces the old one, whose file is removed
 * once the change is committed; `removeImage` drops the picture. Activating an archived course restores it.
 */
export async function updateCourse(
  deps: Deps,
  actor: Actor,
  id: number,
  body: AdminCourseBody,
  opts: { image?: Buffer; removeImage?: boolean } = {},
): Promise<AdminCourse> {
  const now = deps.clock();
  const stored = await storeImage(deps, opts.image);
  const replaced = await withStoredImage(deps, stored, () =>
    deps.db.transaction(async (tx) => {
      const current = await lockCourse(tx, id);
      const imageUrl = stored ?? (opts.removeImage ? null : current.imageUrl);
      await tx
        .update(courses)
        .set({ ...courseValues(body), imageUrl, ...(body.is_active ? { archivedAt: null } : {}), updatedAt: now })
        .where(eq(courses.id, id));
      await audit(tx, {
        actorId: actor.id,
        action: 'course.updated',
        entity: 'course',
        entityId: id,
        ip: actor.ip,
        at: now,
        data: { image_replaced: imageUrl !== current.imageUrl },
      });
      return imageUrl !== current.imageUrl ? current.imageUrl : null;
    }),
  );
  if (replaced)
    await deps.storage
      .remove(replaced)
      .catch((error: unknown) => deps.log.warn({ err: error, url: replaced }, 'old course image not removed'));
  return getCourse(deps.db, id);
}

/** Activate / Deactivate (spec 4 toggles): a given state, or the opposite of the current one. Activating restores an archived course. */
export async function setCourseActive(deps: Deps, actor: Actor, id: number, isActive: boolean | undefined): Promise<AdminCourse> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const current = await lockCourse(tx, id);
    const next = isActive ?? !current.isActive;
    await tx
      .update(courses)
      .set({ isActive: next, ...(next ? { archivedAt: null } : {}), updatedAt: now })
      .where(eq(courses.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: next ? 'course.activated' : 'course.deactivated',
      entity: 'course',
      entityId: id,
      ip: actor.ip,
      at: now,
    });
  });
  return getCourse(deps.db, id);
}
