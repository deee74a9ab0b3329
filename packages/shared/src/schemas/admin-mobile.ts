import { z } from 'zod';
import { cleanString, newPassword } from './fields';
import type { MobileRequirement } from './mobile';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Who holds mobile-app credentials: a family's parent, or one student. */
export const MOBILE_HOLDER_TYPES = ['parent', 'student'] as const;
export type MobileHolderType = (typeof MOBILE_HOLDER_TYPES)[number];

/** GET /api/admin/mobile-credentials: parents and students, newest first, with search and a type filter. */
export const adminMobileQuery = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(MOBILE_HOLDER_TYPES).optional()),
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminMobileQuery = z.input<typeof adminMobileQuery>;

/** POST /api/admin/regenerate-mobile-credentials/{id} (spec 7). */
export const regenerateMobileBody = z.object({ user_type: z.enum(MOBILE_HOLDER_TYPES, { error: 'required' }) });

/** PUT /api/admin/{students|parents}/{id}/toggle-mobile: no body flips app access; `enabled` sets it. */
export const toggleMobileBody = z.object({ enabled: z.boolean().optional() }).nullish();

/** POST /api/admin/{students|parents}/{id}/reset-password: the admin may type the new password, else one is generated. */
export const resetMobilePasswordBody = z.object({ password: z.preprocess(emptyToUndefined, newPassword.optional()) }).nullish();

/** One row of the admin's Mobile Access list (spec 3 "Admin list item"). */
export interface AdminMobileCredential {
  id: number;
  type: MobileHolderType;
  name: string | null;
  /** The student's name; for a parent, the first linked student's. */
  student_name: string | null;
  email: string | null;
  phone: string | null;
  created_at: string;
  /** When the current credentials were issued. */
  credentials_created_at: string | null;
  has_credentials: boolean;
  mobile_username: string | null;
  /** Shown to admins (spec 2); null when none was generated. */
  mobile_password: string | null;
  mobile_app_enabled: boolean;
  is_active: boolean;
  /** A parent's linked students with their enrolled courses. */
  students?: { id: number; name: string; course_name: string | null }[];
  /** A student's enrolled courses, comma-separated. */
  course_name?: string | null;
  parent_id?: number | null;
  parent_name?: string | null;
}

export interface AdminMobileCredentialsResponse {
  credentials: AdminMobileCredential[];
  total: number;
}

/** GET /api/admin/{students|parents}/{id}/credentials. */
export interface AdminHolderCredentials {
  success: true;
  type: MobileHolderType;
  id: number;
  credentials: { username: string | null; password: string | null; password_set: boolean; app_enabled: boolean; created_at: string | null };
  eligible: boolean;
  missing_requirements: MobileRequirement[];
}
