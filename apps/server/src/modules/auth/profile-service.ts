import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { completeProfileV1Body, completeProfileV2Body, parentInfoBody, profileBody } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { courses, enrollments, parents, sections, students, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { searchText } from '../../lib/search-text';
import { reencodeImage } from '../../lib/images';
import type { Db } from '../../db/client';
import { newBarcode } from './barcodes';
import { loadFamily, ownStudent, type Family } from './family';
import { missingData, isProfileIncomplete, presentUser } from './presenter';
import { assertContactsFree, rethrowTaken } from './service';
import { forgetEmailVerification, sendVerificationEmail } from './email-verification';

export async function profileStatus(deps: Deps, userId: number) {
  const { user, parent, students: kids } = await loadFamily(deps.db, userId);
  return { profile_incomplete: isProfileIncomplete(user, parent, kids), missing_data: missingData(user, parent, kids[0] ?? null) };
}

/** Creates the family's parent record or updates it. */
async function upsertParent(db: Db, family: Family, values: { fullName: string; phone: string; email?: string | null }) {
  const fields = { ...values, searchText: searchText(values.fullName, values.phone, values.email), updatedAt: new Date() };
  if (family.parent) {
    const [row] = await db.update(parents).set(fields).where(eq(parents.id, family.parent.id)).returning();
    return row!;
  }
  const [row] = await db
    .insert(parents)
    .values({ ...fields, userId: family.user.id })
    .returning();
  return row!;
}

/** Dialog version 1: parent name and phone, the student's phone and birth date. */
export async function completeProfileV1(deps: Deps, userId: number, body: z.output<typeof completeProfileV1Body>) {
  const family = await loadFamily(deps.db, userId);
  const first = family.students[0];
  if (!first) throw badRequest('student_not_found', 'No student is linked to this account yet: please use the full profile form.');
  await deps.db.transaction(async (tx) => {
    await upsertParent(tx, family, { fullName: body.parent_name, phone: body.parent_phone });
    await tx
      .update(students)
      .set({ phone: body.student_phone, dateOfBirth: body.date_of_birth, updatedAt: new Date() })
      .where(eq(students.id, first.id));
  });
  return presentAfterUpdate(deps, userId);
}

/** Dialog version 2: the account, the parent and the first student (created when the family has none). */
export async function completeProfileV2(deps: Deps, userId: number, body: z.output<typeof completeProfileV2Body>) {
  const family = await loadFamily(deps.db, userId);
  await assertContactsFree(deps, { phone: body.user_phone, email: body.user_email }, userId);
  const barcode = family.students[0] ? null : await newBarcode(deps.db);
  const newEmail = body.user_email !== undefined && body.user_email !== family.user.email ? body.user_email : null;
  await deps.db
    .transaction(async (tx) => {
      if (newEmail) await forgetEmailVerification(tx, userId, deps.clock());
      await tx
        .update(users)
        .set({
          fullName: body.user_full_name,
          email: body.user_email ?? family.user.email,
          phone: body.user_phone,
          gender: body.user_gender,
          searchText: searchText(body.user_full_name, body.user_email, body.user_phone),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      const parent = await upsertParent(tx, family, {
        fullName: body.parent_full_name,
        phone: body.parent_phone,
        email: body.parent_email ?? null,
      });
      const first = family.students[0];
      if (first) {
        await tx
          .update(students)
          .set({
            dateOfBirth: body.student_date_of_birth,
            ...(body.student_name ? { name: body.student_name } : {}),
            updatedAt: new Date(),
          })
          .where(eq(students.id, first.id));
      } else {
        const name = body.student_name ?? body.user_full_name;
        await tx.insert(students).values({
          parentId: parent.id,
          name,
          dateOfBirth: body.student_date_of_birth,
          barcode: barcode!,
          searchText: searchText(name, body.parent_full_name, body.parent_phone),
        });
      }
    })
    .catch(rethrowTaken);
  if (newEmail) await sendVerificationEmail(deps, userId, newEmail);
  const user = await presentAfterUpdate(deps, userId);
  return { success: true, profile_complete: !user.profile_incomplete, user };
}

async function presentAfterUpdate(deps: Deps, userId: number) {
  const family = await loadFamily(deps.db, userId);
  return presentUser(family.user, family.parent, family.students);
}

export async function updateProfile(deps: Deps, userId: number, body: z.output<typeof profileBody>) {
  await assertContactsFree(deps, body, userId);
  const email = body.email ?? null;
  const [current] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const emailChanged = email !== (current?.email ?? null);
  await deps.db
    .transaction(async (tx) => {
      if (emailChanged) await forgetEmailVerification(tx, userId, deps.clock());
      await tx
        .update(users)
        .set({
          fullName: body.full_name,
          email,
          phone: body.phone,
          searchText: searchText(body.full_name, body.email, body.phone),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    })
    .catch(rethrowTaken);
  if (emailChanged && email) await sendVerificationEmail(deps, userId, email);
  return presentAfterUpdate(deps, userId);
}

export function presentParent(parent: typeof parents.$inferSelect | null) {
  return parent ? { id: parent.id, full_name: parent.fullName, email: parent.email, phone: parent.phone } : null;
}

export async function getParent(deps: Deps, userId: number) {
  return presentParent((await loadFamily(deps.db, userId)).parent);
}

export async function updateParent(deps: Deps, userId: number, body: z.output<typeof parentInfoBody>) {
  const family = await loadFamily(deps.db, userId);
  return presentParent(await upsertParent(deps.db, family, { fullName: body.full_name, phone: body.phone, email: body.email ?? null }));
}

/** The family's students with their section enrollments (three queries whatever the family size). */
export async function listStudentsWithEnrollments(deps: Deps, userId: number) {
  const family = await loadFamily(deps.db, userId);
  const ids = family.students.map((s) => s.id);
  const rows = ids.length
    ? await deps.db
        .select({
          enrollmentId: enrollments.id,
          studentId: enrollments.studentId,
          status: enrollments.status,
          isActive: enrollments.isActive,
          enrolledAt: enrollments.enrolledAt,
          sectionId: sections.id,
          sectionName: sections.name,
          courseId: courses.id,
          courseName: courses.name,
          courseNameAr: courses.nameAr,
          courseNameFr: courses.nameFr,
          pricingType: courses.pricingType,
        })
        .from(enrollments)
        .innerJoin(sections, eq(sections.id, enrollments.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .where(inArray(enrollments.studentId, ids))
        .orderBy(asc(enrollments.enrolledAt))
    : [];
  return family.students.map((s) => ({
    id: s.id,
    name: s.name,
    gender: s.gender,
    date_of_birth: s.dateOfBirth,
    barcode: s.barcode,
    enrollments: rows
      .filter((r) => r.studentId === s.id)
      .map((r) => ({
        enrollment_id: r.enrollmentId,
        enrollment_status: r.status,
        is_active: r.isActive,
        enrollment_date: r.enrolledAt.toISOString(),
        course_id: r.courseId,
        course_name: r.courseName,
        course_name_ar: r.courseNameAr,
        course_name_fr: r.courseNameFr,
        class_id: r.sectionId,
        section_name: r.sectionName,
        pricing_type: r.pricingType,
      })),
  }));
}

export async function updateBirthday(deps: Deps, userId: number, studentId: number, dateOfBirth: string) {
  const family = await loadFamily(deps.db, userId);
  const student = ownStudent(family, studentId);
  const [row] = await deps.db
    .update(students)
    .set({ dateOfBirth, updatedAt: new Date() })
    .where(and(eq(students.id, student.id), eq(students.parentId, family.parent!.id)))
    .returning();
  if (!row) throw notFound('Student not found.', 'student_not_found');
  return { id: row.id, name: row.name, date_of_birth: row.dateOfBirth };
}

/** Replaces the profile picture: content-checked, re-encoded, the old file removed. */
export async function setProfilePicture(deps: Deps, userId: number, bytes: Buffer) {
  const image = await reencodeImage(bytes, 512);
  const url = await deps.storage.put('avatars', image, 'webp');
  const [before] = await deps.db.select({ url: users.profilePictureUrl }).from(users).where(eq(users.id, userId));
  await deps.db.update(users).set({ profilePictureUrl: url, updatedAt: new Date() }).where(eq(users.id, userId));
  if (before?.url) await deps.storage.remove(before.url);
  return url;
}

export async function removeProfilePicture(deps: Deps, userId: number) {
  const [before] = await deps.db.select({ url: users.profilePictureUrl }).from(users).where(eq(users.id, userId));
  if (!before?.url) throw notFound('There is no profile picture to remove.', 'no_profile_picture');
  await deps.db.update(users).set({ profilePictureUrl: null, updatedAt: new Date() }).where(eq(users.id, userId));
  await deps.storage.remove(before.url);
}
