import { and, eq, isNull } from 'drizzle-orm';
import { type adminStudentBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { parents, students, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { searchText } from '../../lib/search-text';
import { newBarcode } from '../auth/barcodes';
import { sameName } from '@academy/shared';
import { familyCandidates } from './family-match';

type Body = z.output<typeof adminStudentBody>;

export type Actor = { id: number; ip: string | null };

/** A student the admin can work with: an archived (deleted with history) student answers 404 like a removed one. */
export async function getStudent(db: Db | Tx, id: number) {
  const [student] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, id), isNull(students.archivedAt)));
  if (!student) throw notFound('Student not found.', 'student_not_found');
  return student;
}

/**
 * The family a new student (or one without a family) joins (issue 30 item 1). The admin's chosen family
 * (`parent_id`), whose name must be the typed parent name, keeps its phone and e-mail (a typed one it lacks is
 * added); `new_family` makes a new record. Otherwise a family the typed phone or e-mail proves (family-match.ts)
 * is not joined silently: 409 family_match lists it, and a detail several families hold, for the admin to
 * choose; with neither a new family record is made.
 */
async function parentFor(tx: Tx, body: Body, now: Date) {
  if (body.parent_id !== undefined && body.new_family)
    throw badRequest('validation_failed', 'Choose a family or a new family, not both.', { new_family: ['invalid'] });
  if (body.parent_id !== undefined) {
    const [family] = await tx
      .select({ parent: parents, accountName: users.fullName })
      .from(parents)
      .leftJoin(users, eq(users.id, parents.userId))
      .where(eq(parents.id, body.parent_id))
      .for('update', { of: parents });
    if (!family) throw notFound('This family does not exist.', 'parent_not_found');
    const { parent } = family;
    const name = parent.fullName ?? family.accountName;
    if (name && !sameName(name, body.parent_name)) {
      throw conflict(
        'parent_name_mismatch',
        `The parent of this family is ${name}, not ${body.parent_name}. Correct the parent name or choose another family.`,
        undefined,
        {
          family: { id: parent.id, parent_name: name },
        },
      );
    }
    const fill = {
      ...(name ? {} : { fullName: body.parent_name }),
      ...(parent.email ? {} : { email: body.parent_email }),
      ...(parent.phone || !body.parent_phone ? {} : { phone: body.parent_phone }),
    };
    if (!Object.keys(fill).length) return parent;
    const next = { fullName: parent.fullName, email: parent.email, phone: parent.phone, ...fill };
    const [updated] = await tx
      .update(parents)
      .set({ ...fill, searchText: searchText(next.fullName, next.email, next.phone), updatedAt: now })
      .where(eq(parents.id, parent.id))
      .returning();
    return updated!;
  }
  if (!body.new_family) {
    const { families, shared } = await familyCandidates(tx, { phone: body.parent_phone, email: body.parent_email });
    if (families.length || shared.length) {
      throw conflict(
        'family_match',
        families.length
          ? 'This parent phone or e-mail belongs to an existing family: attach the student to it or create a new family.'
          : 'This parent phone or e-mail is on several families: choose the family yourself or create a new family.',
        undefined,
        { families, shared },
      );
    }
  }
  const [created] = await tx
    .insert(parents)
    .values({
      fullName: body.parent_name,
      email: body.parent_email,
      phone: body.parent_phone ?? null,
      searchText: searchText(body.parent_name, body.parent_email, body.parent_phone),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created!;
}

const studentSearch = (
  name: string,
  parent: { fullName: string | null; phone: string | null; email: string | null },
  phone?: string | null,
  email?: string | null,
) => searchText(name, parent.fullName, parent.phone, parent.email, phone, email);

/** Add a student (spec 5): every student gets a unique card barcode. */
export async function createStudent(deps: Deps, actor: Actor, body: Body) {
  const now = deps.clock();
  const barcode = await newBarcode(deps.db);
  return deps.db.transaction(async (tx) => {
    const parent = await parentFor(tx, body, now);
    const [student] = await tx
      .insert(students)
      .values({
        parentId: parent.id,
        name: body.name,
        gender: body.gender ?? null,
        dateOfBirth: body.date_of_birth,
        email: body.email ?? null,
        phone: body.phone ?? null,
        barcode,
        mobileAppEnabled: body.mobile_app_enabled ?? false,
        searchText: studentSearch(body.name, parent, body.phone, body.email),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'student.created',
      entity: 'student',
      entityId: student!.id,
      ip: actor.ip,
      at: now,
      data: { barcode },
    });
    return student!;
  });
}

/** Edit a student and the parent details on the same form. */
export async function updateStudent(deps: Deps, actor: Actor, id: number, body: Body) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await getStudent(tx, id);
    let parentId = current.parentId;
    if (parentId) {
      await tx
        .update(parents)
        .set({
          fullName: body.parent_name,
          email: body.parent_email,
          phone: body.parent_phone ?? null,
          searchText: searchText(body.parent_name, body.parent_email, body.parent_phone),
          updatedAt: now,
        })
        .where(eq(parents.id, parentId));
    } else {
      parentId = (await parentFor(tx, body, now)).id;
    }
    const [student] = await tx
      .update(students)
      .set({
        parentId,
        name: body.name,
        gender: body.gender ?? current.gender,
        dateOfBirth: body.date_of_birth,
        email: body.email ?? null,
        phone: body.phone ?? null,
        ...(body.mobile_app_enabled === undefined ? {} : { mobileAppEnabled: body.mobile_app_enabled }),
        searchText: studentSearch(
          body.name,
          { fullName: body.parent_name, phone: body.parent_phone ?? null, email: body.parent_email },
          body.phone,
          body.email,
        ),
        updatedAt: now,
      })
      .where(eq(students.id, id))
      .returning();
    await audit(tx, { actorId: actor.id, action: 'student.updated', entity: 'student', entityId: id, ip: actor.ip, at: now });
    return student!;
  });
}
