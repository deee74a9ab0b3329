import { z } from 'zod';
import { cleanString, emptyToUndefined } from './fields';
import { CONTACT_STATUSES, LIMITS } from '../constants';
import type { Language } from '../languages';
import type { OpeningHours } from '../opening-hours';
import { EMPTY_LEGAL_IDENTITY, legalIdentitySchema, type LegalIdentity } from '../legal-identity';

/**
 * The admin's contact inbox (spec 2 "Content management", 4 message states, 5 reply rule, 7 contact rows)
 * and the site settings an admin edits (issue 8 item 4). Messages are translation keys of `validation`.
 */

export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_FILTERS = ['all', ...CONTACT_STATUSES] as const;
export type ContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];
/** Who sent it: the public form (no account) or a signed-in parent. */
export const CONTACT_SOURCES = ['all', 'public', 'parent'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const contactMessagesQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(CONTACT_STATUS_FILTERS).default('all')),
  source: z.preprocess(emptyToUndefined, z.enum(CONTACT_SOURCES).default('all')),
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuery>;

/** POST /api/contact/messages/{id}/respond: 1 to 1,000 characters once trimmed (spec 5: 'Please enter a reply message'). */
export const contactReplyBody = z.object({
  response: cleanString({ error: 'required' }).min(1, 'required').max(LIMITS.replyMaxChars, 'too_long'),
});
export type ContactReplyBody = z.input<typeof contactReplyBody>;

/** PATCH /api/contact/messages/{id}/status: close, reopen (read) or mark unread. */
export const contactStatusBody = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'required' }),
});

export interface ContactReply {
  id: number;
  body: string;
  author_name: string | null;
  created_at: string;
}

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string | null;
  user_id: number | null;
  source: 'public' | 'parent';
  subject: string;
  message: string;
  status: ContactStatus;
  created_at: string;
  replies_count: number;
  last_reply: ContactReply | null;
  /** The spec's admin_response / admin_response_at: the latest reply. */
  admin_response: string | null;
  admin_response_at: string | null;
}

export interface AdminContactMessageDetail extends AdminContactMessage {
  replies: ContactReply[];
}

export interface ContactMessagesResponse {
  messages: AdminContactMessage[];
  total: number;
  unread_count: number;
  limit: number;
  offset: number;
}

// ---------------------------------------------------------------------------------------------------------
// Site settings: what the public pages show, edited without a redeploy.

export const SETTINGS_LIMITS = {
  name: 120,
  text: 200,
  email: 200,
  phone: 30,
  phones: 5,
  url: 500,
  testimonials: 12,
  quote: 600,
  about: 2000,
} as const;

const requiredText = (max: number) => cleanString({ error: 'required' }).min(1, 'required').max(max, 'too_long');
const optionalText = (max: number) => cleanString().max(max, 'too_long').default('');
const optionalUrl = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.url, 'too_long')
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'url_invalid')
  .default('');

export const testimonialSchema = z
  .object({
    name: requiredText(SETTINGS_LIMITS.name),
    role_en: optionalText(SETTINGS_LIMITS.text),
    role_ar: optionalText(SETTINGS_LIMITS.text),
    text_en: cleanString().max(SETTINGS_LIMITS.quote, 'too_long').default(''),
    text_ar: cleanString().max(SETTINGS_LIMITS.quote, 'too_long').default(''),
  })
  .refine((v) => v.text_en !== '' || v.text_ar !== '', { message: 'testimonial_text_required', path: ['text_en'] });

/** PUT /api/admin/settings (and what GET answers). */
export const siteSettingsBody = z.object({
  name: requiredText(SETTINGS_LIMITS.name),
  name_ar: requiredText(SETTINGS_LIMITS.name),
  email: cleanString({ error: 'required' })
    .toLowerCase()
    .min(1, 'required')
    .pipe(z.email('email_invalid').max(SETTINGS_LIMITS.email, 'too_long')),
  phones: z
    .array(
      cleanString()
        .min(1, 'required')
        .max(SETTINGS_LIMITS.phone, 'too_long')
        .regex(/^\+?[\d\s().-]+$/, 'phone_format'),
    )
    .min(1, 'required')
    .max(SETTINGS_LIMITS.phones, 'list_too_long'),
  address: requiredText(SETTINGS_LIMITS.text),
  address_ar: requiredText(SETTINGS_LIMITS.text),
  map_url: optionalUrl,
  support_hours: requiredText(SETTINGS_LIMITS.text),
  support_hours_ar: optionalText(SETTINGS_LIMITS.text),
  mobile_app_url: optionalUrl,
  about_en: optionalText(SETTINGS_LIMITS.about),
  about_ar: optionalText(SETTINGS_LIMITS.about),
  testimonials: z.array(testimonialSchema).max(SETTINGS_LIMITS.testimonials, 'list_too_long').default([]),
  /** The legal identity printed on receipts and statements (issue 28 item 2); empty until the academy fills it. */
  legal: legalIdentitySchema.default(EMPTY_LEGAL_IDENTITY),
});
export type SiteSettingsBody = z.input<typeof siteSettingsBody>;
export type SiteSettings = z.output<typeof siteSettingsBody>;
export type Testimonial = SiteSettings['testimonials'][number];

/** GET /api/site: the public identity (the `academy` block keeps its original keys; the rest is additive). */
export interface SiteInfoResponse {
  academy: {
    name: string;
    name_ar: string;
    email: string;
    phones: string[];
    address: string;
    address_ar: string;
    support_hours: string;
    support_hours_ar: string;
    /** `support_hours` said in each UI language (day names and times), null where it cannot be read. */
    support_hours_localized: Record<Language, OpeningHours | null>;
    map_url: string;
  };
  mobile_app_url: string;
  about: { en: string; ar: string };
  testimonials: Testimonial[];
  /** The academy's legal identity (legal name, address, RC, NIF, NIS, AI, phone), as its receipts print it. */
  legal: LegalIdentity;
}
