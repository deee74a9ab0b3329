import { isLanguage, DEFAULT_LANGUAGE } from '@academy/shared';

/** The manifest the server writes from the academy's names, in the page's language (server plugins/static-files.ts). */
export const manifestHref = (language: string) => `/manifest.webmanifest?lang=${isLanguage(language) ? language : DEFAULT_LANGUAGE}`;

/**
 * Makes the family area installable: the manifest link and the service worker (sw.js, scope /). Called by the
 * dashboard only, after its first render, so the public pages load neither. Not in the Vite dev server (no sw.js there).
 */
export function registerFamilyApp(language: string): void {
  if (typeof document === 'undefined') return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  const href = manifestHref(language);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
