import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { MobileCredentials, MobileEligibility, MobileHolderType, MobileRequirement } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { enrollments, mobileSessions, parents, students } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { loadFamily, ownStudent } from '../auth/family';

/*
 * Mobile-app credentials, one implementation for the parent's dashboard and the admin's screens.
 * Rules (spec 5): a student needs an approved active enrollment, complete parent info, a birth date and a
 * name; the parent only once a student has credentials. Usernames: a student's card code (barcode), the
 * parent's phone. The password is stored hashed (login) and sealed (so an admin can show it again).
 */

const PASSWORD_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const PASSWORD_LENGTH = 8;

/** A password a parent can type on a phone: no 0/o or 1/l look-alikes. */
export function newMobilePassword(): string {
  const bytes = crypto.randomBytes(PASSWORD_LENGTH);
  return Array.from(bytes, (b) => PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length]).join('');
}

type ParentRow = typeof parents.$inferSelect;
type StudentRow = typeof students.$inferSelect;
type Holder = { mobileUsername: string | null; mobilePasswordEnc: string | null };

/** A family as the credential rules see it: its parent record (if any) and its students. */
export type CredentialFamily = { parent: ParentRow | null; students: StudentRow[] };
export type HolderTarget = { kind: 'student'; student: StudentRow } | { kind: 'parent' };

/** The plain password of sealed credentials, or null (none, or sealed under another APP_SECRET). */
export function openPassword(deps: Pick<Deps, 'secretBox'>, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return deps.secretBox.open(sealed);
  } catch {
    return null;
  }
}

export function shown(deps: Pick<Deps, 'secretBox'>, holder: Holder): MobileCredentials | null {
  if (!holder.mobileUsername || !holder.mobilePasswordEnc) return null;
  const password = openPassword(deps, holder.mobilePasswordEnc);
  return password === null ? null : { phone: holder.mobileUsername, username: holder.mobileUsername, password };
}

/** The students among these with an approved, active enrollment. */
export async function approvedStudents(db: Db | Tx, studentIds: number[]): Promise<Set<number>> {
  if (!studentIds.length) return new Set();
  const rows = await db
    .selectDistinct({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(and(inArray(enrollments.studentId, studentIds), eq(enrollments.status, 'approved'), eq(enrollments.isActive, true)));
  return new Set(rows.map((r) => r.studentId));
}

const parentInfoComplete = (parent: ParentRow | null) => Boolean(parent?.fullName?.trim() && parent?.phone?.trim());

/** Spec 5: an approved active enrollment, complete parent info, a birth date and a name. */
export function studentRequirements(family: CredentialFamily, student: StudentRow, approved: Set<number>): MobileRequirement[] {
  const missing: MobileRequirement[] = [];
  if (!approved.has(student.id)) missing.push('approved_enrollment');
  if (!parentInfoComplete(family.parent)) missing.push('parent_info');
  if (!student.dateOfBirth) missing.push('birth_date');
  if (!student.name.trim()) missing.push('student_name');
  return missing;
}

/** The parent's credentials come once the parent info is complete and a student has credentials. */
export function parentRequirements(family: CredentialFamily): MobileRequirement[] {
  const missing: MobileRequirement[] = [];
  if (!parentInfoComplete(family.parent)) missing.push('parent_info');
  if (!family.students.some((s) => s.mobilePasswordHash)) missing.push('student_credentials');
  return missing;
}

/** What the holder still lacks to get credentials (empty when eligible). */
export async function requirementsOf(db: Db | Tx, family: CredentialFamily, target: HolderTarget): Promise<MobileRequirement[]> {
  if (target.kind === 'parent') return parentRequirements(family);
  return studentRequirements(family, target.student, await approvedStudents(db, [target.student.id]));
}

function notEligible(missing: MobileRequirement[]) {
  return new AppError(400, 'not_eligible', `Mobile credentials need: ${missing.join(', ')}.`, { requirements: missing });
}

export interface Secret {
  password: string;
  hash: string;
  enc: string;
}

/** A new password (generated, or the one an admin typed), hashed for login and sealed for showing again. */
export async function newSecret(deps: Pick<Deps, 'passwords' | 'secretBox'>, password = newMobilePassword()): Promise<Secret> {
  return { password, hash: await deps.passwords.hash(password), enc: deps.secretBox.seal(password) };
}

/** Signs out the holder's mobile app: a student's own tokens, or the parent's (not the students'). */
export async function revokeMobileSessions(db: Db | Tx, type: MobileHolderType, id: number, now: Date) {
  const whose =
    type === 'student' ? eq(mobileSessions.studentId, id) : and(eq(mobileSessions.parentId, id), isNull(mobileSessions.studentId));
  await db
    .update(mobileSessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(whose, isNull(mobileSessions.revokedAt)));
}

/** A parent's username is their phone; a phone already used by another family falls back to a unique one. */
async function parentUsername(db: Db | Tx, parent: ParentRow): Promise<string> {
  const phone = parent.phone!.trim();
  const [taken] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parents)
    .where(and(eq(parents.mobileUsername, phone), ne(parents.id, parent.id)));
  return Number(taken?.n) > 0 ? `P${parent.id}-${phone}` : phone;
}

export type IssueMode = 'generate' | 'renew';
export interface Issued {
  credentials: MobileCredentials;
  /** New credentials were created (the holder had none). */
  created: boolean;
  /** The holder's password was replaced and their app signed out. */
  renewed: boolean;
}

/**
 * Gives a holder credentials. `generate` returns existing credentials unchanged; `renew` replaces the
 * password of existing credentials (same username) and signs the holder's app out. A holder without
 * credentials gets new ones in both modes, if eligible. `secret` is called only when a password is needed.
 */
export async function issueCredentials(
  deps: Pick<Deps, 'clock' | 'secretBox'>,
  db: Db | Tx,
  family: CredentialFamily,
  target: HolderTarget,
  mode: IssueMode,
  secret: () => Promise<Secret>,
): Promise<Issued> {
  const now = deps.clock();
  const holder = target.kind === 'student' ? target.student : family.parent;
  if (!holder) throw notFound('Parent not found.', 'parent_not_found');
  const table = target.kind === 'student' ? students : parents;

  if (holder.mobilePasswordHash && holder.mobileUsername) {
    if (mode === 'generate') {
      const existing = shown(deps, holder);
      if (existing) return { credentials: existing, created: false, renewed: false };
    }
    const s = await secret();
    await db
      .update(table)
      .set({ mobilePasswordHash: s.hash, mobilePasswordEnc: s.enc, mobileCredentialsAt: now, updatedAt: now })
      .where(eq(table.id, holder.id));
    await revokeMobileSessions(db, target.kind, holder.id, now);
    const username = holder.mobileUsername;
    return { credentials: { phone: username, username, password: s.password }, created: false, renewed: true };
  }

  const missing = await requirementsOf(db, family, target);
  if (missing.length) throw notEligible(missing);
  const username = target.kind === 'student' ? target.student.barcode : await parentUsername(db, family.parent!);
  const s = await secret();
  // Only a holder still without credentials is written: of two simultaneous requests, the second reads the first's.
  const written = await db
    .update(table)
    .set({
      mobileUsername: username,
      mobilePasswordHash: s.hash,
      mobilePasswordEnc: s.enc,
      mobileCredentialsAt: now,
      mobileAppEnabled: true,
      updatedAt: now,
    })
    .where(and(eq(table.id, holder.id), or(isNull(table.mobilePasswordHash), isNull(table.mobileUsername))))
    .returning({ id: table.id });
  if (!written.length) {
    const [current] = await db
      .select({ mobileUsername: table.mobileUsername, mobilePasswordEnc: table.mobilePasswordEnc })
      .from(table)
      .where(eq(table.id, holder.id));
    const existing = current && shown(deps, current);
    if (existing) return { credentials: existing, created: false, renewed: false };
  }
  return { credentials: { phone: username, username, password: s.password }, created: true, renewed: false };
}

/** The family of a parent record, students oldest first; 404 when there is no such parent. */
export async function familyOfParent(db: Db | Tx, parentId: number): Promise<CredentialFamily & { parent: ParentRow }> {
  const rows = await db
    .select({ parent: parents, student: students })
    .from(parents)
    .leftJoin(students, and(eq(students.parentId, parents.id), isNull(students.archivedAt)))
    .where(eq(parents.id, parentId))
    .orderBy(asc(students.id));
  const first = rows[0];
  if (!first) throw notFound('Parent not found.', 'parent_not_found');
  return { parent: first.parent, students: rows.flatMap((r) => (r.student ? [r.student] : [])) };
}

/** A student with their family (a student without a parent record is a family of one). */
export async function familyOfStudent(db: Db | Tx, studentId: number): Promise<{ family: CredentialFamily; student: StudentRow }> {
  const [student] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.archivedAt)));
  if (!student) throw notFound('Student not found.', 'student_not_found');
  if (student.parentId === null) return { family: { parent: null, students: [student] }, student };
  const family = await familyOfParent(db, student.parentId);
  return { family, student: family.students.find((s) => s.id === studentId)! };
}

// ---- The parent's dashboard (web account) ----

/** GET /api/auth/mobile-credentials/check-eligibility: what the family has, and exactly what is missing. */
export async function eligibility(deps: Deps, userId: number): Promise<MobileEligibility> {
  const family = await loadFamily(deps.db, userId);
  const approved = await approvedStudents(
    deps.db,
    family.students.map((s) => s.id),
  );
  const studentViews = family.students.map((s) => {
    const missing = studentRequirements(family, s, approved);
    return {
      student_id: s.id,
      student_name: s.name,
      has_credentials: Boolean(s.mobilePasswordHash),
      eligible: missing.length === 0,
      missing_requirements: missing,
      credentials: shown(deps, s),
    };
  });
  const parentMissing = parentRequirements(family);
  return {
    parent: {
      parent_id: family.parent?.id ?? null,
      name: family.parent?.fullName ?? null,
      has_credentials: Boolean(family.parent?.mobilePasswordHash),
      eligible: parentMissing.length === 0,
      missing_requirements: parentMissing,
      phone: family.parent?.mobileUsername ?? family.parent?.phone ?? null,
      credentials: family.parent ? shown(deps, family.parent) : null,
    },
    students: studentViews,
    mobile_app_url: deps.config.MOBILE_APP_URL,
  };
}

/**
 * Generates a student's credentials (username: the card code, unique) or returns the existing ones;
 * then the parent's (username: the parent's phone) once a student has them.
 */
export async function generate(deps: Deps, userId: number, target: { target: 'student'; student_id: number } | { target: 'parent' }) {
  const family = await loadFamily(deps.db, userId);
  if (target.target === 'parent' && !family.parent) throw notFound('Family not found.');
  const holder: HolderTarget =
    target.target === 'student' ? { kind: 'student', student: ownStudent(family, target.student_id) } : { kind: 'parent' };
  const { credentials, created } = await issueCredentials(deps, deps.db, family, holder, 'generate', () => newSecret(deps));
  return { credentials, created };
}

/** POST /api/auth/generate-mobile-credentials: every eligible student, then the parent; counts what was created. */
export async function generateAll(deps: Deps, userId: number) {
  const before = await eligibility(deps, userId);
  let created = 0;
  for (const s of before.students) {
    if (s.eligible && !s.has_credentials)
      created += Number((await generate(deps, userId, { target: 'student', student_id: s.student_id })).created);
  }
  const afterStudents = await eligibility(deps, userId);
  if (afterStudents.parent.eligible && !afterStudents.parent.has_credentials) {
    created += Number((await generate(deps, userId, { target: 'parent' })).created);
  }
  return { credentials_generated: created, ...(await eligibility(deps, userId)) };
}
