// The script of a server-rendered public page (apps/server/src/plugins/public-pages.ts): small and framework-free.
// The page is the server's HTML; this answers the header's language buttons and burger at once, opens the
// first-visit welcome, and hydrates the islands (the catalogue, the forms) when the visitor reaches for them.
import { alignLanguage, choose } from './language';
import { toggleMenu } from './menu';
import { scheduleIslands } from './islands';
import { sayIfSignedOut } from './signed-out';
import { scheduleWelcome } from './welcome';
import { isLanguage } from '@academy/shared';

if (alignLanguage()) {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const language = target?.closest<HTMLElement>('[data-language]')?.dataset.language;
    if (isLanguage(language)) {
      event.preventDefault();
      choose(language);
      return;
    }
    const burger = target?.closest<HTMLElement>('[data-menu-button]');
    if (burger) toggleMenu(burger);
    // A link of the open menu closes it, as in the app (a page kept for the back button comes back closed).
    const open = target?.closest('[data-menu] a[href]') && document.querySelector<HTMLElement>('[data-menu-button][aria-expanded="true"]');
    if (open) toggleMenu(open);
  });
  scheduleIslands();
  scheduleWelcome();
  sayIfSignedOut();
}
