import { eq } from 'drizzle-orm';
import {
  EMPTY_LEGAL_IDENTITY,
  openingHoursInEveryLanguage,
  siteSettingsBody,
  type SiteInfoResponse,
  type SiteSettings,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { settings } from '../../db/schema';
import { audit } from '../../lib/audit';
import { createMicroCache, type MicroCache } from '../../lib/micro-cache';
import { forgetMessagingContext } from '../messaging/settings';

/** The settings row holding what the public pages show (name, contact details, hours, app link, texts). */
export const SITE_SETTINGS_KEY = 'site';
/** How stale GET /api/site may be on another app instance (as the catalogue); a save clears this instance's copy at once. */
export const SITE_CACHE_MS = 5000;

type Actor = { id: number; ip: string | null };

/** What the configuration (environment) says, used until an admin saves the settings. */
export function defaultSettings(deps: Deps): SiteSettings {
  const { academy, MOBILE_APP_URL } = deps.config;
  return {
    name: academy.name,
    name_ar: academy.name_ar,
    email: academy.email,
    phones: academy.phones,
    address: academy.address,
    address_ar: academy.address_ar,
    map_url: '',
    support_hours: academy.support_hours,
    support_hours_ar: '',
    mobile_app_url: MOBILE_APP_URL,
    about_en: '',
    about_ar: '',
    testimonials: [],
    legal: { ...EMPTY_LEGAL_IDENTITY },
  };
}

/** The saved settings over the defaults; a saved value that no longer validates falls back to the defaults. */
export async function loadSettings(deps: Deps): Promise<SiteSettings> {
  const defaults = defaultSettings(deps);
  const [row] = await deps.db.select().from(settings).where(eq(settings.key, SITE_SETTINGS_KEY));
  if (!row) return defaults;
  const parsed = siteSettingsBody.safeParse({ ...defaults, ...(row.value as object) });
  if (!parsed.success) {
    deps.log.warn({ issues: parsed.error.issues.length }, 'saved site settings do not validate: using the defaults');
    return defaults;
  }
  return parsed.data;
}

export function toSiteInfo(s: SiteSettings): SiteInfoResponse {
  return {
    academy: {
      name: s.name,
      name_ar: s.name_ar,
      email: s.email,
      phones: s.phones,
      address: s.address,
      address_ar: s.address_ar,
      support_hours: s.support_hours,
      support_hours_ar: s.support_hours_ar,
      support_hours_localized: openingHoursInEveryLanguage(s.support_hours),
      map_url: s.map_url,
    },
    mobile_app_url: s.mobile_app_url,
    about: { en: s.about_en, ar: s.about_ar },
    testimonials: s.testimonials,
    legal: s.legal,
  };
}

const caches = new WeakMap<Deps, MicroCache<SiteInfoResponse>>();
function cacheOf(deps: Deps) {
  let cache = caches.get(deps);
  if (!cache) {
    cache = createMicroCache<SiteInfoResponse>({ ttlMs: SITE_CACHE_MS, maxEntries: 1, now: deps.clock });
    caches.set(deps, cache);
  }
  return cache;
}

/** GET /api/site's answer: one database read per SITE_CACHE_MS per process. */
export function siteInfo(deps: Deps): Promise<SiteInfoResponse> {
  return cacheOf(deps).get(SITE_SETTINGS_KEY, async () => toSiteInfo(await loadSettings(deps)));
}

/** PUT /api/admin/settings: saves the whole set, audits which keys changed, and clears the public cache. */
export async function saveSettings(deps: Deps, actor: Actor, body: SiteSettings): Promise<SiteSettings> {
  const now = deps.clock();
  const before = await loadSettings(deps);
  const changed = (Object.keys(body) as (keyof SiteSettings)[]).filter((k) => JSON.stringify(body[k]) !== JSON.stringify(before[k]));
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: SITE_SETTINGS_KEY, value: body, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: body, updatedAt: now } });
    await audit(tx, { actorId: actor.id, action: 'settings.updated', entity: 'settings', ip: actor.ip, at: now, data: { changed } });
  });
  cacheOf(deps).clear();
  // Messages and the family app's manifest name the academy from these settings.
  forgetMessagingContext(deps.config);
  return body;
}
