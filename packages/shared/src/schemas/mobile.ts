import { z } from 'zod';
import { MAX_ID } from '../constants';
import { cleanString } from './fields';

/** Why a student cannot have mobile-app credentials yet (spec 5), and the parent's extra rule. */
export const MOBILE_REQUIREMENTS = ['approved_enrollment', 'parent_info', 'birth_date', 'student_name', 'student_credentials'] as const;
export type MobileRequirement = (typeof MOBILE_REQUIREMENTS)[number];

export interface MobileCredentials {
  /** The username of the mobile app (the spec calls it phone): the parent's phone, or the student's card code. */
  phone: string;
  username: string;
  password: string;
}

export interface MobileEligibility {
  parent: {
    parent_id: number | null;
    name: string | null;
    has_credentials: boolean;
    eligible: boolean;
    missing_requirements: MobileRequirement[];
    phone: string | null;
    credentials: MobileCredentials | null;
  };
  students: {
    student_id: number;
    student_name: string;
    has_credentials: boolean;
    eligible: boolean;
    missing_requirements: MobileRequirement[];
    credentials: MobileCredentials | null;
  }[];
  mobile_app_url: string;
}

/** POST /api/auth/mobile-credentials/generate: for one student, or for the parent. */
export const generateMobileBody = z.union([
  z.object({ target: z.literal('student'), student_id: z.coerce.number().int().positive().max(MAX_ID) }),
  z.object({ target: z.literal('parent') }),
]);
export type GenerateMobileBody = z.infer<typeof generateMobileBody>;

export const mobileLoginBody = z.object({
  username: cleanString({ error: 'required' }).min(1, 'required').max(40, 'too_long'),
  password: z.string({ error: 'required' }).min(1, 'required').max(200, 'too_long'),
});
