// The server entry of the build-time prerender (vite.config.ts, `prerenderPublicPages`): renders a public
// page in the default language to HTML, with every lazy page and translation namespace it needs loaded,
// so the page paints before its JavaScript runs; main.tsx then hydrates it. Nothing here runs in browsers.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { startI18n } from './i18n';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { prerenderedHead } from './hooks/use-page-title';

startI18n();

/**
 * The prerendered pages: path, the file written under dist/prerendered/, and the page's module (its CSS
 * is linked in the page's head). The server sends the file for exactly that path, without a query string.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', module: 'src/features/public/landing-page.tsx' },
  { path: '/home', file: 'home.html', module: 'src/features/public/home-page.tsx' },
  { path: '/little-stars', file: 'little-stars.html', module: 'src/features/public/little-stars-page.tsx' },
  { path: '/courses', file: 'courses.html', module: 'src/features/courses/courses-page.tsx' },
  { path: '/about', file: 'about.html', module: 'src/features/public/about-page.tsx' },
  { path: '/gallery', file: 'gallery.html', module: 'src/features/public/gallery-page.tsx' },
  { path: '/contact', file: 'contact.html', module: 'src/features/public/contact-page.tsx' },
] as const;

/** The HTML inside #root for `path`, once every Suspense boundary has resolved, and the page's title and description. */
export async function renderPage(path: string): Promise<{ html: string; title: string; description: string }> {
  Object.assign(prerenderedHead, { title: '', description: '' });
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in place: no hidden segments moved by inline scripts (the CSP forbids them).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, ...prerenderedHead };
}
