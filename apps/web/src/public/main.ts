// The script of a server-rendered public page (apps/server/src/plugins/public-pages.ts): small and framework-free.
// The page is the server's HTML; this answers the header's language buttons and burger at once, opens the
// first-visit welcome, and hydrates the islands (the catalogue, the forms) when the visitor reaches for them.
import { alignLanguage, choose } from './language';
import { toggleMenu } from './menu';
import { scheduleIslands } from './islands';
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
  });
  scheduleIslands();
}
