/** Set by the app when someone signs in (lib/auth/session-storage.ts): their islands show their own data. */
const TOKEN_KEYS = ['access_token', 'token'];

/** What a visitor does that means they are reaching for an island. */
const REACH = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const signedIn = () => {
  try {
    return TOKEN_KEYS.some((key) => localStorage.getItem(key));
  } catch {
    return false;
  }
};

/**
 * Hydrates the page's islands (`[data-island-key]`, components/island.tsx) when they are needed: each one as the
 * visitor first reaches for it, all of them after the page has loaded when someone is signed in (their account,
 * their registrations). Until then the page is the server's HTML: links work, nothing else runs.
 * A button pressed or a form sent before its island is there is pressed or sent again once it is.
 */
export function scheduleIslands(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island-key]')];
  if (islands.length === 0) return;
  let runtime: Promise<typeof import('./hydrate-island')> | undefined;
  const load = () => (runtime ??= import('./hydrate-island'));

  for (const island of islands) {
    let pending: HTMLElement | undefined;
    let submit: HTMLFormElement | undefined;
    let started = false;
    const hold = (event: Event) => {
      const target = event.target as HTMLElement;
      if (event.type === 'submit') {
        event.preventDefault();
        submit = target as HTMLFormElement;
      } else if (!target.closest('a[href]')) {
        pending = target;
      }
    };
    const start = () => {
      if (started) return;
      started = true;
      for (const type of REACH) island.removeEventListener(type, start, true);
      island.addEventListener('click', hold, true);
      island.addEventListener('submit', hold, true);
      void load().then(async ({ hydrateIsland }) => {
        await hydrateIsland(island);
        island.removeEventListener('click', hold, true);
        island.removeEventListener('submit', hold, true);
        pending?.click();
        submit?.requestSubmit();
      });
    };
    for (const type of REACH) island.addEventListener(type, start, { capture: true, passive: true });
    if (signedIn()) {
      if (document.readyState === 'complete') setTimeout(start, 0);
      else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
    }
  }
}
