import { z } from 'zod';
import { MAX_ID } from '../constants';
import { REGISTRATION_STATUSES } from '../constants';
import type { SectionSummary } from './courses';
import { cleanString } from './fields';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveId = z.coerce.number().int().positive().max(MAX_ID);

export const adminRegistrationsQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum([...REGISTRATION_STATUSES, 'all']).optional()),
  course_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const approveRegistrationBody = z.object({ section_id: positiveId.optional() }).nullish();

/** POST /api/admin/registrations/action (spec 7). */
export const registrationActionBody = z.object({
  registration_id: positiveId,
  action: z.enum(['approve', 'reject']),
  reason: cleanString().max(500, 'too_long').optional(),
  section_id: positiveId.optional(),
});

/** A registration as the admin's cards and details modal show it (spec 3). */
export interface AdminRegistration {
  id: number;
  status: (typeof REGISTRATION_STATUSES)[number];
  created_at: string;
  registration_date: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  student_id: number;
  student: { id: number; name: string };
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  age: number | null;
  parent_name: string | null;
  parent_phone: string | null;
  price: number | null;
  message: string | null;
  payment_status: 'paid' | 'pending';
  rejection_reason: string | null;
  section_id: number | null;
  section_name: string | null;
  decided_at: string | null;
}

export interface AdminRegistrationsResponse {
  registrations: AdminRegistration[];
  total: number;
  counts: Record<(typeof REGISTRATION_STATUSES)[number], number>;
  courses: { id: number; name: string; name_ar: string | null }[];
}

/** Approval answers this when the admin must pick a section first (spec 4). */
export interface RequiresSectionChoice {
  requires_section_choice: true;
  available_sections: SectionSummary[];
}

/** Whole years between a birth date and a day (YYYY-MM-DD), or null when unknown. */
export function ageOn(birthDate: string | null, day: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y! - by! - (m! < bm! || (m === bm && d! < bd!) ? 1 : 0);
}
