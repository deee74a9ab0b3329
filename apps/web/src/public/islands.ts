/** Set by the app when someone signs in (lib/auth/session-storage.ts): their islands show their own data. */
const TOKEN_KEYS = ['access_token', 'token'];

/** What a visitor does that means they are reaching for an island. */
const REACH = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const signedIn = () => {
  try {
    return TOKEN_KEYS.some((key) => localStorage.getItem(key));
  } catch {
    return false;
  }
};

/** The value the server rendered a field with. */
function serverValue(field: Field): string {
  if (field instanceof HTMLSelectElement)
    return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/** Sets a field's value as typing or choosing does, so React's change handler sees it (its own setter would hide the change). */
function enter(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Hydrates the page's islands (`[data-island-key]`, islands/island.tsx) when they are needed: each one as the
 * visitor first reaches for it, all of them once the page has loaded when someone is signed in (their account,
 * their registrations). Until then the page is the server's HTML: links work, nothing else runs. What the visitor
 * did meanwhile is done again once the island is there: a button pressed, a form sent, a field typed in or chosen.
 */
export function scheduleIslands(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island-key]')];
  if (islands.length === 0) return;
  let runtime: Promise<typeof import('./hydrate-island')> | undefined;
  const load = () => (runtime ??= import('./hydrate-island'));

  for (const island of islands) {
    let pressed: HTMLElement | undefined;
    let sent: HTMLFormElement | undefined;
    const entered = new Map<Field, string>();
    let started = false;
    const hold = (event: Event) => {
      const target = event.target as HTMLElement;
      if (event.type === 'submit') {
        event.preventDefault();
        sent = target as HTMLFormElement;
        // The press on its send button that sent it is that send: made again once, as the send (not twice).
        const { submitter } = event as SubmitEvent;
        if (pressed && submitter?.contains(pressed)) pressed = undefined;
      } else if (event.type === 'click') {
        if (!target.closest('a[href]')) pressed = target;
      } else if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) {
        entered.set(target, target.value);
      }
    };
    const watched = ['click', 'submit', 'input', 'change'] as const;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of REACH) island.removeEventListener(type, start, true);
      void load().then(async ({ hydrateIsland }) => {
        await hydrateIsland(island);
        for (const type of watched) island.removeEventListener(type, hold, true);
        // React hydrated the fields as they stand (it keeps what was typed) and counts that as their value: each goes
        // back to the server's value through React's own setter, then the visitor's entry is made again, as a change
        // React sees. Reset before hydration instead, a key pressed while the island downloaded was lost.
        for (const [field, value] of entered) {
          field.value = serverValue(field);
          enter(field, value);
        }
        pressed?.click();
        sent?.requestSubmit();
      });
    };
    for (const type of watched) island.addEventListener(type, hold, true);
    for (const type of REACH) island.addEventListener(type, start, { capture: true, passive: true });
    if (signedIn()) {
      if (document.readyState === 'complete') setTimeout(start, 0);
      else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
    }
  }
}
