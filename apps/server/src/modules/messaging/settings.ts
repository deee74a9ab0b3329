import { inArray } from 'drizzle-orm';
import {
  DEFAULT_MESSAGING_SETTINGS,
  messagingSettingsBody,
  type Language,
  type MessageChannel,
  type MessagingSettings,
} from '@academy/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema';
import { createMicroCache, type MicroCache } from '../../lib/micro-cache';

/** The settings row holding the messaging settings (events, templates, budget). */
export const MESSAGING_SETTINGS_KEY = 'messaging';
const SITE_SETTINGS_KEY = 'site';
/** How stale another instance's copy may be; a save clears this process's copy at once. */
const CACHE_MS = 5000;

/** What an event's message needs besides its own facts: the settings and the academy's name in each language. */
export interface MessagingContext {
  settings: MessagingSettings;
  academyName: Record<Language, string>;
}

/** The channels this academy has set up: an SMS gateway or HTTP provider; push and e-mail always (VAPID keys are made on first use). */
export function channelsAvailable(config: Config): Record<MessageChannel, boolean> {
  return { sms: !!(config.SMS_GATEWAY_URL || config.SMS_HTTP_URL), push: true, email: true };
}

/** Saved settings over the defaults, template by template (a template added later gets its default). */
export function mergeMessagingSettings(saved: unknown): MessagingSettings {
  const value = (saved && typeof saved === 'object' ? saved : {}) as Partial<MessagingSettings>;
  const merged = {
    ...DEFAULT_MESSAGING_SETTINGS,
    ...value,
    events: { ...DEFAULT_MESSAGING_SETTINGS.events, ...value.events },
    templates: Object.fromEntries(
      Object.entries(DEFAULT_MESSAGING_SETTINGS.templates).map(([key, texts]) => [
        key,
        { ...texts, ...(value.templates as Record<string, object> | undefined)?.[key] },
      ]),
    ),
  };
  const parsed = messagingSettingsBody.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_MESSAGING_SETTINGS;
}

const caches = new WeakMap<Config, { cache: MicroCache<MessagingContext>; now: () => Date }>();
function cacheOf(config: Config, now: () => Date) {
  let entry = caches.get(config);
  if (!entry) {
    const made: { cache?: MicroCache<MessagingContext>; now: () => Date } = { now };
    // The age of the copy is judged by the latest caller's clock (an event's `now` is a fixed instant: keeping
    // the first caller's would never let the copy expire).
    made.cache = createMicroCache<MessagingContext>({ ttlMs: CACHE_MS, maxEntries: 1, now: () => made.now() });
    entry = made as { cache: MicroCache<MessagingContext>; now: () => Date };
    caches.set(config, entry);
  }
  entry.now = now;
  return entry.cache;
}

/**
 * The messaging settings and the academy's names, read through `db` (the event's own transaction, so PGlite's one
 * connection is not asked twice) at most once per CACHE_MS per process.
 */
export function messagingContext(db: Db | Tx, config: Config, now: () => Date): Promise<MessagingContext> {
  return cacheOf(config, now).get(MESSAGING_SETTINGS_KEY, async () => {
    const rows = await db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [MESSAGING_SETTINGS_KEY, SITE_SETTINGS_KEY]));
    const byKey = new Map(rows.map((r) => [r.key, r.value as Record<string, unknown>]));
    const site = byKey.get(SITE_SETTINGS_KEY) ?? {};
    const name = typeof site.name === 'string' && site.name ? site.name : config.academy.name;
    const nameAr = typeof site.name_ar === 'string' && site.name_ar ? site.name_ar : config.academy.name_ar;
    return { settings: mergeMessagingSettings(byKey.get(MESSAGING_SETTINGS_KEY)), academyName: { en: name, ar: nameAr, fr: name } };
  });
}

/** Forget this process's copy (after a save of the messaging or site settings). */
export function forgetMessagingContext(config: Config) {
  caches.get(config)?.cache.clear();
}
