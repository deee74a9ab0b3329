import { z } from 'zod';
import { ROLES, type Role } from '../constants';
import { cleanString, newPassword, optionalEmail, personName, phone } from './fields';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean().optional());

/**
 * Roles the admin's user form offers (spec 6: "user and admin"). 'user' is the spec's word for a family
 * account: it is stored as the 'client' role, which is what the access rules and the dashboard know.
 */
export const USER_FORM_ROLES = ['user', 'client', 'admin'] as const;
export type UserFormRole = (typeof USER_FORM_ROLES)[number];
export function storedRole(role: UserFormRole): Extract<Role, 'client' | 'admin'> {
  return role === 'admin' ? 'admin' : 'client';
}

export const USER_STATUS_FILTERS = ['active', 'inactive'] as const;

/** GET /api/admin/users: search by name, e-mail or phone; role and status filters; one page with the total. */
export const adminUsersQuery = z.object({
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  role: z.preprocess(emptyToUndefined, z.enum(ROLES).optional()),
  status: z.preprocess(emptyToUndefined, z.enum([...USER_STATUS_FILTERS, 'all']).optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

const requiredEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string({ error: 'required' }).min(1, 'required').pipe(z.email('email_invalid').max(200, 'too_long')),
);

/** POST /api/admin/users: the user form (spec 5: full name, e-mail, phone and role required) and the first password. */
export const adminUserCreateBody = z.object({
  full_name: personName,
  email: requiredEmail,
  phone,
  role: z.enum(USER_FORM_ROLES, { error: 'required' }),
  email_verified: z.boolean().default(false),
  password: newPassword,
});
export type AdminUserCreateBody = z.input<typeof adminUserCreateBody>;

/**
 * PUT /api/admin/users/{id}: the same form; a field left out keeps its value, an empty e-mail or phone
 * removes it (an account keeps at least one of them to sign in with), a password sets a new one.
 */
export const adminUserUpdateBody = z.object({
  full_name: personName.optional(),
  email: z.preprocess(emptyToNull, optionalEmail.nullable()),
  phone: z.preprocess(emptyToNull, phone.nullable().optional()),
  role: z.enum(USER_FORM_ROLES).optional(),
  email_verified: z.boolean().optional(),
  password: z.preprocess(emptyToUndefined, newPassword.optional()),
});
export type AdminUserUpdateBody = z.input<typeof adminUserUpdateBody>;

/** PATCH /api/admin/users/{id}/role. */
export const adminUserRoleBody = z.object({ role: z.enum(USER_FORM_ROLES, { error: 'required' }) });

/** PATCH /api/admin/users/{id}/toggle-status: no body flips the state; `is_active` sets it. */
export const toggleUserStatusBody = z.object({ is_active: z.boolean().optional() }).nullish();

/** DELETE /api/admin/users/{id}?cascade=true: also delete what belongs to the account. */
export const deleteUserQuery = z.object({ cascade: flag.default(false) });

/** A user as the admin's list shows it: never a password hash or a token. */
export interface AdminUser {
  id: number;
  role: Role;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  gender: 'male' | 'female' | null;
  profile_picture_url: string | null;
  email_verified: boolean;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** The family's parent record, when the account has one, and how many students it has. */
  parent_id: number | null;
  students_count: number;
  /**
   * Failed sign-ins of the account in the running window and, while one runs, the end of the latest lock or
   * slowdown of any address. The admin's unlock (POST /api/admin/users/{id}/unlock-sign-in) clears them.
   */
  sign_in: { failed_attempts: number; locked_until: string | null };
}

export interface AdminUsersResponse {
  users: AdminUser[];
  total: number;
}
