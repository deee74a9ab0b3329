/*
 * The family app's offline copies (issue 26): the service worker (apps/web/sw/sw.ts) keeps the family's last
 * answers of the dashboard's reads in this cache. One name for both sides; the web app deletes it on sign-out
 * and on a new sign-in, so a shared phone never shows one family's data to the next.
 */
export const FAMILY_API_CACHE = 'family-api-v1';

/** The dashboard's reads that are kept for offline reading (GET only; never an admin's or a teacher's API). */
export const FAMILY_API_PATHS: readonly RegExp[] = [
  /^\/api\/auth\/me$/,
  /^\/api\/courses\/my-(enrollments|registrations)$/,
  /^\/api\/attendance\/my-attendance$/,
  /^\/api\/payments\/student-payments$/,
  /^\/api\/notifications(\/unread-count)?$/,
];

/** Forgets every kept answer of the family (sign-out, sign-in, expired session). */
export async function clearFamilyCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(FAMILY_API_CACHE).catch(() => false);
}

/** When the newest kept answer was fetched (its Date header), or null when nothing is kept. */
export async function familyCacheSavedAt(): Promise<Date | null> {
  if (typeof caches === 'undefined' || !(await caches.has(FAMILY_API_CACHE))) return null;
  const cache = await caches.open(FAMILY_API_CACHE);
  let newest: number | null = null;
  for (const request of await cache.keys()) {
    const date = Date.parse((await cache.match(request))?.headers.get('date') ?? '');
    if (Number.isFinite(date) && (newest === null || date > newest)) newest = date;
  }
  return newest === null ? null : new Date(newest);
}
