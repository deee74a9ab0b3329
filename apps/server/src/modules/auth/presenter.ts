import type { MissingData, PublicUser } from '@academy/shared';
import type { parents, students, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type ParentRow = typeof parents.$inferSelect;
type StudentRow = typeof students.$inferSelect;

/** Spec 4: incomplete when the user lacks full name, phone, parent name or parent phone, or the first student lacks a birth date. */
export function missingData(user: UserRow, parent: ParentRow | null, firstStudent: StudentRow | null): MissingData {
  return {
    needs_parent: !parent?.fullName,
    needs_phone: !user.phone || !user.fullName,
    needs_date_of_birth: !firstStudent?.dateOfBirth,
    needs_parent_phone: !parent?.phone,
  };
}

export function isProfileIncomplete(user: UserRow, parent: ParentRow | null, studentRows: StudentRow[]): boolean {
  if (user.role !== 'client') return false;
  return Object.values(missingData(user, parent, studentRows[0] ?? null)).some(Boolean);
}

/** What a signed-in person may see of their own account: never a hash, token or secret. */
export function presentUser(user: UserRow, parent: ParentRow | null, studentRows: StudentRow[]): PublicUser {
  return {
    id: user.id,
    role: user.role,
    full_name: user.fullName,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    profile_picture_url: user.profilePictureUrl,
    profile_incomplete: isProfileIncomplete(user, parent, studentRows),
    created_at: user.createdAt.toISOString(),
    email_verified: user.emailVerified,
    is_active: user.isActive,
    students: studentRows.map((s) => ({ id: s.id, name: s.name, date_of_birth: s.dateOfBirth, barcode: s.barcode })),
    parent_info: parent ? { full_name: parent.fullName, email: parent.email, phone: parent.phone } : null,
  };
}
