import { z } from 'zod';
import { normalisePhone } from '../phone';
import { barcode, birthDate, cleanString, gender, newPassword, optionalEmail, personName, phone } from './fields';

/** POST /api/auth/register: the spec's registration payload. */
export const registerBody = z.object({
  email: optionalEmail,
  password: newPassword,
  full_name: personName,
  phone,
  parent_phone: phone,
  student_name: personName,
  gender,
  date_of_birth: birthDate,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The register form adds the confirmation the API does not receive. */
export const registerForm = registerBody
  .extend({ confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: 'passwords_mismatch' });

/** Login with e-mail OR phone, a phone in any spelling (compared in its stored form). A phone typed in the e-mail field is accepted too. */
export const loginBody = z
  .object({
    email: cleanString().max(200).optional(),
    phone: cleanString().max(200).optional(),
    password: z.string({ error: 'required' }).min(1, 'required').max(200),
  })
  .refine((v) => Boolean(v.email || v.phone), { path: ['email'], message: 'required' })
  .transform((v) => {
    const id = (v.phone || v.email || '').trim();
    const phone = normalisePhone(id);
    return phone ? { phone, password: v.password } : { email: id.toLowerCase(), password: v.password };
  });
export type LoginBody = z.input<typeof loginBody>;

export const verifyEmailBody = z.object({ token: cleanString({ error: 'required' }).min(1, 'required').max(200) });

export const changePasswordBody = z.object({
  current_password: z.string({ error: 'required' }).min(1, 'required').max(200),
  new_password: newPassword,
});
export const changePasswordForm = changePasswordBody
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: 'passwords_mismatch' });

export const profileBody = z.object({ full_name: personName, email: optionalEmail, phone });
export const parentInfoBody = z.object({ full_name: personName, email: optionalEmail, phone });
export const birthdayBody = z.object({ date_of_birth: birthDate });

/** POST /api/auth/complete-profile (dialog version 1). */
export const completeProfileV1Body = z.object({
  parent_name: personName,
  parent_phone: phone,
  student_phone: phone,
  date_of_birth: birthDate,
});

/** POST /api/auth/profile/complete (dialog version 2). */
export const completeProfileV2Body = z.object({
  user_full_name: personName,
  user_email: optionalEmail,
  user_phone: phone,
  user_gender: gender,
  student_date_of_birth: birthDate,
  parent_full_name: personName,
  parent_phone: phone,
  parent_email: optionalEmail,
  student_name: personName.optional(),
});

/**
 * Claiming a card (first-time barcode login of a returning student) proves the family first: the card's code
 * AND the parent phone the academy has on file, compared in canonical form. An unknown code, a wrong phone and a
 * family with no phone on file get the same answer, so the call does not tell which codes exist.
 */
export const validateBarcodeBody = z.object({ barcode, phone });
/** Step 2: the same proof, and the password of the account (the account's phone is the one on file). */
export const barcodeSetupBody = z.object({ barcode, phone, password: newPassword });
/** An already claimed card signs in with its code and the family account's password. */
export const barcodeLoginBody = z.object({ barcode, password: z.string({ error: 'required' }).min(1, 'required').max(200) });

/** What step 1 answers once the family is proven: enough to ask "is this your child?", nothing more. */
export interface BarcodeCheck {
  valid: true;
  student: { name: string; already_set_up: boolean };
}

/** The admin's view of a card's claim (GET /api/admin/students/{id}/card-claim). */
export interface CardClaim {
  student_id: number;
  barcode: string;
  /** The family's account, linked by claiming this family's card or otherwise (registration, an admin). */
  claimed: boolean;
  account: { id: number; full_name: string | null; phone: string | null; is_active: boolean } | null;
  /** When the account was made by claiming a card; null when linked otherwise. */
  claimed_at: string | null;
  /** Without a parent phone on file the card cannot be claimed online. */
  phone_on_file: boolean;
  /** Failed claims and sign-ins with this card in the current window, and until when it is locked. */
  failed_attempts: number;
  locked_until: string | null;
}
export const barcodeSetupForm = barcodeSetupBody
  .extend({ confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: 'passwords_mismatch' });

/** What `me` and login return about a signed-in person (never a hash, token or secret). */
export interface PublicUser {
  id: number;
  role: 'client' | 'admin' | 'teacher' | 'user';
  full_name: string | null;
  email: string | null;
  phone: string | null;
  gender: 'male' | 'female' | null;
  profile_picture_url: string | null;
  profile_incomplete: boolean;
  created_at: string;
  email_verified: boolean;
  is_active: boolean;
  students: { id: number; name: string; date_of_birth: string | null; barcode: string | null }[];
  parent_info: { full_name: string | null; email: string | null; phone: string | null } | null;
}

export interface MissingData {
  needs_parent: boolean;
  needs_phone: boolean;
  needs_date_of_birth: boolean;
  needs_parent_phone: boolean;
}
