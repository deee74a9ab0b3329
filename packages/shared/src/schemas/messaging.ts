import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_STATUSES,
  MESSAGE_TEMPLATE_KEYS,
  QUIET_TIME_PATTERN,
  type MessageChannel,
  type MessageEvent,
  type MessageStatus,
  type MessageTemplateKey,
  unknownPlaceholders,
} from '../messaging';
import type { Language } from '../languages';
import { cleanString, emptyToUndefined, pageFields } from './fields';
import { amountDa } from './admin-courses';

// ----- Messaging (issue 26): the parent's preferences, the academy's settings, the delivery log, push -----

const quietTime = z.string({ error: 'required' }).regex(QUIET_TIME_PATTERN, 'time_invalid');

/** PUT /api/messaging/preferences: the signed-in parent's channels, language and quiet hours (equal times: none). */
export const messagingPreferencesBody = z.object({
  sms: z.boolean({ error: 'required' }),
  push: z.boolean({ error: 'required' }),
  email: z.boolean({ error: 'required' }),
  language: z.enum(LANGUAGE_CODES, { error: 'required' }),
  quiet_start: quietTime,
  quiet_end: quietTime,
});
export type MessagingPreferencesInput = z.input<typeof messagingPreferencesBody>;

/** GET/PUT /api/messaging/preferences answer. */
export interface MessagingPreferences {
  sms: boolean;
  push: boolean;
  email: boolean;
  language: Language;
  quiet_start: string;
  quiet_end: string;
  /** The parent said STOP (by SMS or the link): SMS stay off until they turn them on here. */
  sms_stopped: boolean;
  /** Where each channel would reach them (null: no mobile phone / no e-mail on the account). */
  phone: string | null;
  email_address: string | null;
  /** Devices subscribed to push for this account. */
  push_devices: number;
  /** Which channels the academy has set up (an SMS gateway, VAPID keys, a mail server). */
  available: Record<MessageChannel, boolean>;
}

/** POST /api/messaging/push/subscriptions: a browser's PushSubscription.toJSON(). DELETE takes { endpoint }. */
export const pushSubscriptionBody = z.object({
  endpoint: z.string({ error: 'required' }).url('url_invalid').max(1000, 'too_long').startsWith('https://', 'url_invalid'),
  keys: z.object({
    p256dh: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'key_invalid'),
    auth: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'key_invalid'),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionBody>;
export const pushUnsubscribeBody = z.object({ endpoint: z.string({ error: 'required' }).max(1000, 'too_long') });

/** GET /api/messaging/push/key: the VAPID public key (base64url) the browser subscribes with. */
export interface PushKeyResponse {
  public_key: string;
}

const templateText = cleanString({ error: 'required' })
  .min(1, 'required')
  .max(480, 'too_long')
  .refine((text) => unknownPlaceholders(text).length === 0, 'placeholder_unknown');
const templatesSchema = z.object(
  Object.fromEntries(
    MESSAGE_TEMPLATE_KEYS.map((key) => [key, z.object(Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, templateText])))]),
  ) as Record<MessageTemplateKey, z.ZodObject<Record<Language, typeof templateText>>>,
);

/**
 * PUT /api/admin/messaging/settings (the settings row `messaging`): which events send, their templates, the
 * language of a parent who chose none, the monthly SMS budget in segments (null: no cap) and the price of a
 * segment (for the cost shown before a broadcast), when the absence message goes, and the payment reminders' days.
 */
export const messagingSettingsBody = z.object({
  events: z.object(
    Object.fromEntries(MESSAGE_EVENTS.map((e) => [e, z.boolean({ error: 'required' })])) as Record<MessageEvent, z.ZodBoolean>,
  ),
  templates: templatesSchema,
  default_language: z.enum(LANGUAGE_CODES, { error: 'required' }),
  sms_monthly_segments: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000_000).nullable().default(null)),
  sms_segment_price_da: amountDa,
  absence_after_minutes: z.coerce.number().int().min(5).max(120),
  due_days_before: z.coerce.number().int().min(0).max(15),
  due_days_after: z.coerce.number().int().min(0).max(30),
});
export type MessagingSettings = z.output<typeof messagingSettingsBody>;
export type MessagingSettingsInput = z.input<typeof messagingSettingsBody>;

export const DEFAULT_MESSAGING_SETTINGS: MessagingSettings = {
  events: { arrival: true, absence: true, payment_due: true, registration_decided: true, contact_reply: true, notification: true },
  templates: DEFAULT_MESSAGE_TEMPLATES,
  default_language: 'ar',
  sms_monthly_segments: null,
  sms_segment_price_da: '0.00',
  absence_after_minutes: 15,
  due_days_before: 3,
  due_days_after: 3,
};

/** GET /api/admin/messaging/settings: the settings, the channels set up, and this month's SMS so far. */
export interface MessagingSettingsResponse {
  settings: MessagingSettings;
  available: Record<MessageChannel, boolean>;
  sms_month: { segments_used: number; messages: number };
}

/** GET /api/admin/messaging/log: newest first; `q` searches the name, phone/e-mail, event key and text. */
export const messageLogQuery = z.object({
  q: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  status: z.preprocess(emptyToUndefined, z.enum([...MESSAGE_STATUSES, 'held'] as const).optional()),
  channel: z.preprocess(emptyToUndefined, z.enum(MESSAGE_CHANNELS).optional()),
  event: z.preprocess(emptyToUndefined, z.enum(MESSAGE_EVENTS).optional()),
  parent_id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  ...pageFields(50),
});
export type MessageLogQuery = z.input<typeof messageLogQuery>;

export interface MessageLogEntry {
  id: number;
  event: MessageEvent;
  event_key: string;
  channel: MessageChannel;
  parent_id: number | null;
  recipient_name: string | null;
  /** The phone (stored form) or e-mail address; `push` for push. */
  address: string;
  language: Language;
  subject: string | null;
  body: string;
  segments: number;
  status: MessageStatus;
  /** Quiet hours or a retry's wait: when a queued message will go (null when it is due now or done). */
  held_until: string | null;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  created_at: string;
  resend_of: number | null;
}

export interface MessageLogResponse {
  messages: MessageLogEntry[];
  total: number;
  limit: number;
  offset: number;
}

/** One try of a message: when, whether the provider took it, and its answer in short. */
export interface MessageAttempt {
  at: string;
  ok: boolean;
  http_status: number | null;
  error: string | null;
}

/** GET /api/admin/messaging/log/{id}: the message and its tries, oldest first. */
export interface MessageLogDetailResponse {
  message: MessageLogEntry;
  attempts: MessageAttempt[];
}

/** POST /api/admin/messaging/log/{id}/resend answer: the new queued message. */
export interface ResendResponse {
  message: MessageLogEntry;
}

/** POST /api/admin/send-notification/preview: what a notification would cost on each channel before it is sent. */
export interface BroadcastPreview {
  recipients: Record<MessageChannel, number>;
  /** Segments of one SMS in each language, and the total for everyone it reaches by SMS. */
  sms_segments: Record<Language, number>;
  sms_segments_total: number;
  cost_da: string;
  budget: { monthly_segments: number | null; used: number; remaining: number | null };
  /** False when the SMS would go over the month's budget: the send is refused (409 sms_budget_exceeded). */
  fits: boolean;
}

/** GET /api/messaging/stop/{token} and POST: the link in an SMS that turns SMS off for that parent. */
export interface StopLinkResponse {
  stopped: boolean;
  phone: string | null;
}

/** The `:token` of /api/messaging/stop/{token} (its form is checked by the server: a wrong one is 404 stop_link_invalid). */
export const stopLinkParams = z.object({ token: z.string({ error: 'required' }).min(1, 'required').max(200, 'too_long') });
