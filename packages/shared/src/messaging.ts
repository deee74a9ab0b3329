import { PHONE_PATTERN } from './phone';
import type { Language } from './languages';

/*
 * Messages to families (issue 26): the channels, events and states of the outbox, how SMS are counted, the
 * default templates and how a template is filled. One home for these rules: the server's outbox and worker,
 * the admin's screens (broadcast preview, templates) and the parent's preferences all read them here.
 */

export const MESSAGE_CHANNELS = ['sms', 'push', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What sends a message; each can be switched off for the academy (messaging settings). */
export const MESSAGE_EVENTS = ['arrival', 'absence', 'payment_due', 'registration_decided', 'contact_reply', 'notification'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** One template per case (payment_due and registration_decided have several), each in every language. */
export const MESSAGE_TEMPLATE_KEYS = [
  'arrival',
  'absence',
  'payment_due_before',
  'payment_due_on',
  'payment_due_after',
  'registration_approved',
  'registration_rejected',
  'contact_reply',
  'notification',
  'whatsapp_greeting',
] as const;
export type MessageTemplateKey = (typeof MESSAGE_TEMPLATE_KEYS)[number];

/**
 * queued (waiting for its time: quiet hours, or the next try after a failure) -> sending (claimed by a worker)
 * -> sent (the provider took it) -> delivered (the gateway's report); failed after the last try or a refusal
 * that no retry cures; skipped when it was not to be sent after all (the parent turned the channel off or said
 * STOP, the SMS budget is spent, no address any more).
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Why the worker skipped a message (kept in its last_error; the admin's log says them in words). A failure's
 * reason is the provider's own answer instead.
 */
export const MESSAGE_SKIP_REASONS = [
  'channel_not_configured',
  'sms_off',
  'sms_stopped',
  'push_off',
  'email_off',
  'sms_budget_exceeded',
  'no_device',
  'no_account',
] as const;
export type MessageSkipReason = (typeof MESSAGE_SKIP_REASONS)[number];
export const isSkipReason = (value: string | null): value is MessageSkipReason =>
  value !== null && (MESSAGE_SKIP_REASONS as readonly string[]).includes(value);

/** The words that turn SMS off when a parent replies with them (any case, blanks and punctuation ignored). */
export const SMS_STOP_WORDS = ['STOP', 'ARRET', 'ARRÊT', 'توقف', 'وقف'] as const;

/** Whether an incoming SMS asks to stop: its text is one of the stop words, alone. */
export function isStopReply(text: string): boolean {
  const word = text
    .normalize('NFC')
    .replace(/[\s.!،,;:؛"'«»()-]+/gu, '')
    .toUpperCase();
  return SMS_STOP_WORDS.some((w) => w.toUpperCase() === word);
}

// ----- SMS segments (3GPP TS 23.038 / 23.040) -----

// The GSM 7-bit default alphabet, and its extension table (each of those costs two septets).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const GSM_BASIC_SET = new Set(GSM_BASIC);
const GSM_EXTENDED_SET = new Set(GSM_EXTENDED);

export interface SmsCount {
  encoding: 'gsm7' | 'ucs2';
  /** Characters as the network counts them: septets for GSM (an extension character is 2), UTF-16 units for UCS-2. */
  units: number;
  segments: number;
}

/**
 * How many SMS a text costs. GSM text: 160 septets in one SMS, 153 each when split. Any other character (Arabic,
 * most accents, emoji) makes the whole message UCS-2: 70 in one SMS, 67 each when split (the split carries a
 * header). An empty text is still one SMS.
 */
export function smsSegments(text: string): SmsCount {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC_SET.has(ch)) septets += 1;
    else if (GSM_EXTENDED_SET.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length; // UTF-16 code units: an emoji outside the BMP takes two
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

// ----- Addresses -----

/** Whether a stored phone can receive SMS (Algerian mobiles 05, 06, 07; fixed lines cannot). */
export function isMobilePhone(stored: string | null | undefined): stored is string {
  return !!stored && PHONE_PATTERN.test(stored) && /^0[567]/.test(stored);
}

/** A stored phone in international form for gateways (`0550123456` -> `+213550123456`). */
export function phoneE164(stored: string): string {
  return `+213${stored.slice(1)}`;
}

// ----- Quiet hours -----

/** HH:MM, 00:00-23:59. */
export const QUIET_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '08:00' } as const;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Minutes to wait before a message may go out, for a local wall-clock time `now` (HH:MM) and quiet hours from
 * `start` to `end` (which may cross midnight: 21:00-08:00). 0 outside them, and when start equals end (none).
 */
export function quietMinutesLeft(now: string, start: string, end: string): number {
  const n = minutesOf(now);
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (s === e) return 0;
  const inside = s < e ? n >= s && n < e : n >= s || n < e;
  return inside ? (e - n + 1440) % 1440 : 0;
}

// ----- Templates -----

/** The placeholders a template may use; anything else in braces is left as typed. */
export const TEMPLATE_PLACEHOLDERS = [
  'academy',
  'student',
  'time',
  'course',
  'date',
  'amount',
  'due_date',
  'title',
  'message',
  'reason',
] as const;
export type TemplateVars = Partial<Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>>;

/** Fills {placeholders} with `vars`; a placeholder without a value becomes empty, and the blanks it leaves are tidied. */
export function fillTemplate(template: string, vars: TemplateVars): string {
  return template
    .replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
      (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? (vars[name as keyof TemplateVars] ?? '') : whole,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]+([.,،])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/**
 * The `{names}` in a template that are not placeholders (a typo such as `{studnet}`), each once, in order: the
 * settings refuse them, so a misspelt name never reaches every parent as typed.
 */
export function unknownPlaceholders(template: string): string[] {
  const known = TEMPLATE_PLACEHOLDERS as readonly string[];
  const found = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).filter((name) => !known.includes(name));
  return [...new Set(found)];
}

/** The templates an academy starts with (kept short: one Arabic SMS is 70 characters). */
export const DEFAULT_MESSAGE_TEMPLATES: Record<MessageTemplateKey, Record<Language, string>> = {
  arrival: {
    en: '{student} arrived at {time} ({course}). {academy}',
    ar: 'وصل(ت) {student} على الساعة {time} ({course}). {academy}',
    fr: '{student} est arrivé(e) à {time} ({course}). {academy}',
  },
  absence: {
    en: '{student} is not marked present in {course}, which started at {time}. {academy}',
    ar: 'لم يُسجَّل حضور {student} في {course} الذي بدأ على الساعة {time}. {academy}',
    fr: '{student} n’est pas noté(e) présent(e) à la séance de {course}, commencée à {time}. {academy}',
  },
  payment_due_before: {
    en: '{student}: {amount} due on {due_date} for {course}. {academy}',
    ar: '{student}: مبلغ {amount} مستحق يوم {due_date} لـ {course}. {academy}',
    fr: '{student} : {amount} à payer le {due_date} pour {course}. {academy}',
  },
  payment_due_on: {
    en: '{student}: {amount} for {course} is due today. {academy}',
    ar: '{student}: مبلغ {amount} لـ {course} مستحق اليوم. {academy}',
    fr: '{student} : {amount} pour {course} à payer aujourd’hui. {academy}',
  },
  payment_due_after: {
    en: '{student}: {amount} for {course} was due on {due_date} and is still unpaid. {academy}',
    ar: '{student}: مبلغ {amount} لـ {course} كان مستحقا يوم {due_date} ولم يُدفع بعد. {academy}',
    fr: '{student} : {amount} pour {course}, à payer le {due_date}, reste impayé. {academy}',
  },
  registration_approved: {
    en: "{student}'s registration for {course} is approved. {academy}",
    ar: 'تمت الموافقة على تسجيل {student} في {course}. {academy}',
    fr: 'L’inscription de {student} en {course} est acceptée. {academy}',
  },
  registration_rejected: {
    en: "{student}'s registration for {course} was not accepted. {reason} {academy}",
    ar: 'لم يُقبل تسجيل {student} في {course}. {reason} {academy}',
    fr: 'L’inscription de {student} en {course} n’a pas été acceptée. {reason} {academy}',
  },
  contact_reply: {
    en: '{academy} answered your message: {message}',
    ar: 'ردّت {academy} على رسالتك: {message}',
    fr: '{academy} a répondu à votre message : {message}',
  },
  notification: {
    en: '{title}: {message}',
    ar: '{title}: {message}',
    fr: '{title} : {message}',
  },
  whatsapp_greeting: {
    en: 'Hello, this is {academy} about {student}.',
    ar: 'السلام عليكم، معكم {academy} بخصوص {student}.',
    fr: 'Bonjour, ici {academy}, au sujet de {student}.',
  },
};

/** The event each template belongs to (the settings screen groups them); the WhatsApp text belongs to none. */
export const EVENT_OF_TEMPLATE: Record<MessageTemplateKey, MessageEvent | null> = {
  arrival: 'arrival',
  absence: 'absence',
  payment_due_before: 'payment_due',
  payment_due_on: 'payment_due',
  payment_due_after: 'payment_due',
  registration_approved: 'registration_decided',
  registration_rejected: 'registration_decided',
  contact_reply: 'contact_reply',
  notification: 'notification',
  whatsapp_greeting: null,
};

/** WhatsApp click-to-chat (no unofficial API): opens the admin's WhatsApp with the parent's number and a prefilled text. */
export function whatsappLink(stored: string, text: string): string | null {
  if (!isMobilePhone(stored)) return null;
  return `https://wa.me/213${stored.slice(1)}?text=${encodeURIComponent(text)}`;
}
