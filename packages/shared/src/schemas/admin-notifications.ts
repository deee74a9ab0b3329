import { z } from 'zod';
import { NOTIFICATION_TARGETS, NOTIFICATION_TYPES } from '../constants';
import { cleanString } from './fields';

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 5000;

const text = (max: number) => z.preprocess((v) => (v === null ? undefined : v), cleanString().max(max, 'too_long').optional());

const BILINGUAL_FIELDS = ['title_en', 'message_en', 'title_ar', 'message_ar'] as const;

/**
 * POST /api/admin/send-notification (spec 5 and 7). Two modes:
 * - bilingual, when any of title_en, title_ar, message_en, message_ar is sent: at least one language must
 *   have both its title and its message (a half-filled other language is dropped when stored);
 * - single, with title and message: both required.
 * `sms: false` keeps it off SMS (the broadcast's preview, POST /api/admin/send-notification/preview, takes the same body).
 * Validation messages are keys of the web's `validation` namespace.
 */
export const sendNotificationBody = z
  .object({
    title: text(NOTIFICATION_TITLE_MAX),
    message: text(NOTIFICATION_MESSAGE_MAX),
    title_en: text(NOTIFICATION_TITLE_MAX),
    title_ar: text(NOTIFICATION_TITLE_MAX),
    message_en: text(NOTIFICATION_MESSAGE_MAX),
    message_ar: text(NOTIFICATION_MESSAGE_MAX),
    target_users: z.enum(NOTIFICATION_TARGETS).default('all'),
    type: z.enum(NOTIFICATION_TYPES).default('info'),
    /** Also send it by SMS to the parents who accept SMS (issue 26); false: push and e-mail only. */
    sms: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (notificationMode(v) === 'bilingual') {
      if ((v.title_en && v.message_en) || (v.title_ar && v.message_ar)) return;
      for (const field of BILINGUAL_FIELDS) {
        if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'notification_one_language' });
      }
      return;
    }
    for (const field of ['title', 'message'] as const) {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'notification_title_and_message' });
    }
  });
export type SendNotificationBody = z.input<typeof sendNotificationBody>;
type ParsedNotification = z.output<typeof sendNotificationBody>;

export function notificationMode(v: Partial<Record<(typeof BILINGUAL_FIELDS)[number], string | undefined>>): 'bilingual' | 'single' {
  return BILINGUAL_FIELDS.some((f) => v[f] !== undefined) ? 'bilingual' : 'single';
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;
export function hasArabicLetters(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

export interface NotificationTexts {
  title_en: string | null;
  title_ar: string | null;
  message_en: string | null;
  message_ar: string | null;
}

/**
 * What is stored for a valid body: in bilingual mode each language whose title and message are both
 * filled; in single mode the text as Arabic when it has Arabic letters, else as English.
 */
export function notificationTexts(v: ParsedNotification): NotificationTexts {
  if (notificationMode(v) === 'bilingual') {
    const en = Boolean(v.title_en && v.message_en);
    const ar = Boolean(v.title_ar && v.message_ar);
    return {
      title_en: en ? v.title_en! : null,
      message_en: en ? v.message_en! : null,
      title_ar: ar ? v.title_ar! : null,
      message_ar: ar ? v.message_ar! : null,
    };
  }
  const title = v.title ?? '';
  const message = v.message ?? '';
  const arabic = hasArabicLetters(`${title} ${message}`);
  return arabic
    ? { title_en: null, message_en: null, title_ar: title, message_ar: message }
    : { title_en: title, message_en: message, title_ar: null, message_ar: null };
}

/** A sent notification as the admin's Recent Notifications list shows it. */
export interface AdminNotification extends NotificationTexts {
  id: number;
  title: string;
  message: string;
  target_users: (typeof NOTIFICATION_TARGETS)[number];
  type: (typeof NOTIFICATION_TYPES)[number];
  sent_count: number;
  sent_by: { id: number; name: string | null } | null;
  created_at: string;
}
