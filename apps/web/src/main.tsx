import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-600.css';
import '@fontsource/cairo/latin-700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { i18n, startI18n } from './i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '@academy/shared';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { holdQueries } from './lib/api/hydration-hold';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

/** The page is hydrated when the visitor sees what the prerender saw; otherwise the app renders it itself. */
function render(container: HTMLElement): void {
  // A public page prerendered at build time (src/prerender.tsx) carries its path in data-route. It is
  // hydrated when the visitor sees what the prerender saw: that path without a query string, in the
  // default language. Otherwise (another language, filters in the URL) the app renders the page itself;
  // boot.js has already hidden the prerendered HTML in that case.
  const prerendered = container.dataset.route;
  const hydrate = prerendered === window.location.pathname && window.location.search === '' && i18n.language === DEFAULT_LANGUAGE;
  document.documentElement.removeAttribute('data-client-render');
  if (hydrate) {
    holdQueries();
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking the main
    // thread until the whole page is done: the page answers input sooner (total blocking time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    if (prerendered !== undefined) {
      container.replaceChildren();
      container.removeAttribute('data-route');
    }
    createRoot(container).render(app);
  }
}

/** Ends the current task: the browser can paint and answer input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start in three tasks rather than one: evaluating the code, initialising the translations, then the first
// render. On a phone they were one task of ~300 ms during which a tap on the page went unanswered.
void (async () => {
  await nextTask();
  startI18n();
  await nextTask();
  render(root);
})();
