import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-600.css';
import '@fontsource/cairo/latin-700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { startI18n } from './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Ends the current task: the browser can paint and answer input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A page the server rendered (data-islands: the public pages) is not the app's: its islands load this module's
// chunk for the modules they share with the app, and the app must not start over the page.
if (!root.hasAttribute('data-islands')) {
  // The start in three tasks rather than one: evaluating the code, initialising the translations, then the first
  // render. On a phone they were one task of ~300 ms during which a tap on the page went unanswered.
  void (async () => {
    await nextTask();
    startI18n();
    await nextTask();
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  })();
}
