import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MobileCredentials, MobileEligibility, MobileRequirement } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { enrollments, parents, students } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { loadFamily, ownStudent, type Family } from '../auth/family';

const PASSWORD_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const PASSWORD_LENGTH = 8;

/** A password a parent can type on a phone: no 0/o or 1/l look-alikes. */
export function newMobilePassword(): string {
  const bytes = crypto.randomBytes(PASSWORD_LENGTH);
  return Array.from(bytes, (b) => PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length]).join('');
}

type Holder = { mobileUsername: string | null; mobilePasswordEnc: string | null };

function shown(deps: Deps, holder: Holder): MobileCredentials | null {
  if (!holder.mobileUsername || !holder.mobilePasswordEnc) return null;
  const password = deps.secretBox.open(holder.mobilePasswordEnc);
  return { phone: holder.mobileUsername, username: holder.mobileUsername, password };
}

async function approvedStudents(deps: Deps, studentIds: number[]): Promise<Set<number>> {
  if (!studentIds.length) return new Set();
  const rows = await deps.db
    .selectDistinct({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(and(inArray(enrollments.studentId, studentIds), eq(enrollments.status, 'approved'), eq(enrollments.isActive, true)));
  return new Set(rows.map((r) => r.studentId));
}

/** Spec 5: an approved active enrollment, complete parent info, a birth date and a name. */
function studentRequirements(family: Family, student: Family['students'][number], approved: Set<number>): MobileRequirement[] {
  const missing: MobileRequirement[] = [];
  if (!approved.has(student.id)) missing.push('approved_enrollment');
  if (!family.parent?.fullName?.trim() || !family.parent?.phone?.trim()) missing.push('parent_info');
  if (!student.dateOfBirth) missing.push('birth_date');
  if (!student.name.trim()) missing.push('student_name');
  return missing;
}

/** GET /api/auth/mobile-credentials/check-eligibility: what the family has, and exactly what is missing. */
export async function eligibility(deps: Deps, userId: number): Promise<MobileEligibility> {
  const family = await loadFamily(deps.db, userId);
  const approved = await approvedStudents(deps, family.students.map((s) => s.id));
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
  const parentMissing: MobileRequirement[] = [];
  if (!family.parent?.fullName?.trim() || !family.parent?.phone?.trim()) parentMissing.push('parent_info');
  if (!studentViews.some((s) => s.has_credentials)) parentMissing.push('student_credentials');
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

function notEligible(missing: MobileRequirement[]) {
  return new AppError(400, 'not_eligible', `Mobile credentials need: ${missing.join(', ')}.`, { requirements: missing });
}

async function sealed(deps: Deps) {
  const password = newMobilePassword();
  return { password, hash: await deps.passwords.hash(password), enc: deps.secretBox.seal(password) };
}

/**
 * Generates a student's credentials (username: the card code, unique) or returns the existing ones;
 * then the parent's (username: the parent's phone) once a student has them.
 */
export async function generate(deps: Deps, userId: number, target: { target: 'student'; student_id: number } | { target: 'parent' }) {
  const family = await loadFamily(deps.db, userId);
  const now = deps.clock();
  if (target.target === 'student') {
    const student = ownStudent(family, target.student_id);
    if (student.mobilePasswordHash) return { credentials: shown(deps, student)!, created: false };
    const missing = studentRequirements(family, student, await approvedStudents(deps, [student.id]));
    if (missing.length) throw notEligible(missing);
    const secret = await sealed(deps);
    await deps.db
      .update(students)
      .set({ mobileUsername: student.barcode, mobilePasswordHash: secret.hash, mobilePasswordEnc: secret.enc, mobileCredentialsAt: now, mobileAppEnabled: true, updatedAt: now })
      .where(eq(students.id, student.id));
    return { credentials: { phone: student.barcode, username: student.barcode, password: secret.password }, created: true };
  }

  const parent = family.parent;
  if (!parent) throw notFound('Family not found.');
  if (parent.mobilePasswordHash) return { credentials: shown(deps, parent)!, created: false };
  const missing: MobileRequirement[] = [];
  if (!parent.fullName?.trim() || !parent.phone?.trim()) missing.push('parent_info');
  if (!family.students.some((s) => s.mobilePasswordHash)) missing.push('student_credentials');
  if (missing.length) throw notEligible(missing);
  const secret = await sealed(deps);
  const username = parent.phone!;
  // A phone already used as another family's username (a shared phone) falls back to a unique one.
  const [taken] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(parents).where(eq(parents.mobileUsername, username));
  const finalName = Number(taken?.n) > 0 ? `P${parent.id}-${username}` : username;
  await deps.db
    .update(parents)
    .set({ mobileUsername: finalName, mobilePasswordHash: secret.hash, mobilePasswordEnc: secret.enc, mobileCredentialsAt: now, mobileAppEnabled: true, updatedAt: now })
    .where(eq(parents.id, parent.id));
  return { credentials: { phone: finalName, username: finalName, password: secret.password }, created: true };
}

/** POST /api/auth/generate-mobile-credentials: every eligible student, then the parent; counts what was created. */
export async function generateAll(deps: Deps, userId: number) {
  const before = await eligibility(deps, userId);
  let created = 0;
  for (const s of before.students) {
    if (s.eligible && !s.has_credentials) created += Number((await generate(deps, userId, { target: 'student', student_id: s.student_id })).created);
  }
  const afterStudents = await eligibility(deps, userId);
  if (afterStudents.parent.eligible && !afterStudents.parent.has_credentials) {
    created += Number((await generate(deps, userId, { target: 'parent' })).created);
  }
  return { credentials_generated: created, ...(await eligibility(deps, userId)) };
}
