/*
 * The family app's service worker (issue 26), built by vite-plugin-pwa (injectManifest) into dist/sw.js and
 * registered by the dashboard only (src/lib/pwa/register-family-app.ts).
 * - Precaches the app shell (index.html, the entry chunk, styles, the Arabic and Latin fonts, the icons); the
 *   lazy pages' chunks are kept as they are first loaded (their names carry their hash: they never change).
 * - Keeps the family's last answers of the dashboard's reads (schedule, attendance, payments, notifications, who is
 *   signed in) for offline reading: network first, the kept copy when the network fails or is slower than 4 s.
 *   Only GETs of those paths, only answers 200, and `me` only for a family's account: never an admin's or a
 *   teacher's API, never a write. The web app deletes this cache on sign-out (src/lib/pwa/family-cache.ts).
 * - Web push: shows the notification of a payload {title, body, url, tag}; a click focuses or opens its page
 *   (same origin only).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { FAMILY_API_CACHE, FAMILY_API_PATHS } from '../src/lib/pwa/family-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const ASSETS_CACHE = 'assets-v1';
const PAGES_CACHE = 'pages-v1';
/** A family account (parents and students); the admin's and teachers' `me` is never kept. */
const FAMILY_ROLES = new Set(['client', 'user']);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The lazy chunks, fonts and images of the build (hashed names): kept once loaded.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);

// The dashboard's pages offline: the network first (a new build's index.html), the precached shell otherwise.
const dashboardPage = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 4 });
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && /^\/dashboard(\/|$)/.test(url.pathname),
  async (options) => {
    try {
      const response = await dashboardPage.handle(options);
      if (response?.ok) return response;
    } catch {
      // offline and never loaded online through this worker: the precached shell below
    }
    return (await matchPrecache('/index.html')) ?? Response.error();
  },
);

/** Keeps only answers 200, and `me` only when it is a family's. */
const familyAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200) return null;
    if (new URL(request.url).pathname !== '/api/auth/me') return response;
    try {
      const body = (await response.clone().json()) as { user?: { role?: string } };
      return FAMILY_ROLES.has(body.user?.role ?? '') ? response : null;
    } catch {
      return null;
    }
  },
};

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && FAMILY_API_PATHS.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: FAMILY_API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [familyAnswersOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** A same-origin path of the payload's url, or the notifications page. */
function targetOf(url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' && url ? url : '/dashboard/notifications', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/dashboard/notifications', self.location.origin).href;
  } catch {
    return new URL('/dashboard/notifications', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const title = text(payload.title, 120) || self.location.host;
  const body = text(payload.body, 500);
  // Arabic text reads right to left in the notification too.
  const dir: NotificationDirection = /[\u0600-\u06FF]/.test(`${title}${body}`) ? 'rtl' : 'auto';
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag: text(payload.tag, 100) || undefined,
      dir,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: targetOf(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetOf((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return void (await same.focus());
      const any = windows[0];
      if (any) {
        const focused = await any.focus();
        return void (await focused.navigate(url).catch(() => self.clients.openWindow(url)));
      }
      await self.clients.openWindow(url);
    })(),
  );
});
