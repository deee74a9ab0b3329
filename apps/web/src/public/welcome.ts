/** The app's mark of an answered welcome (features/auth/welcome-flag.ts) and of a signed-in person (lib/auth/session-storage.ts). */
const ANSWERED_KEY = 'hasVisitedBefore';
const TOKEN_KEY = 'access_token';

/** Whether the welcome is for this visitor: nobody signed in, never answered (storage the browser refuses: no). */
function wanted(): boolean {
  try {
    return localStorage.getItem(ANSWERED_KEY) === null && localStorage.getItem(TOKEN_KEY) === null;
  } catch {
    return false;
  }
}

/** Calls `open` `delay` ms after the page's load event (at once when that moment has passed). */
function afterLoad(delay: number, open: () => void): void {
  const schedule = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = navigation?.loadEventStart || performance.now();
    setTimeout(open, Math.max(0, loadedAt + delay - performance.now()));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/**
 * The first-visit welcome of a server-rendered page (features/auth/components/welcome-dialog.tsx, a closed <dialog>):
 * opened a second after load for a visitor who has not answered; the page behind it holds still until it closes.
 * Closing it in any way (its button, Escape, a click beside it) is an answer, as in the app's popup. "New here" goes to
 * registration; "existing student" loads the card login, the only part that needs React.
 */
export function scheduleWelcome(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-welcome-dialog]');
  if (!dialog || !wanted()) return;
  const page = document.documentElement.style;
  const answer = () => localStorage.setItem(ANSWERED_KEY, 'true');

  dialog.addEventListener('close', () => {
    answer();
    page.overflow = '';
    page.scrollbarGutter = '';
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === dialog) {
      // The dialog itself is the target of a click on its backdrop (and on its own edge: inside its box, it stays).
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
      return;
    }
    const button = target.closest<HTMLElement>('[data-welcome]');
    if (!button) return;
    answer();
    dialog.close();
    if (button.dataset.welcome === 'new' && button.dataset.href) window.location.assign(button.dataset.href);
    if (button.dataset.welcome === 'existing') void import('./welcome-barcode').then(({ openBarcodeLogin }) => openBarcodeLogin());
  });

  afterLoad(Number(dialog.dataset.delay), () => {
    // Answered meanwhile, in another tab.
    if (!wanted()) return;
    page.overflow = 'hidden';
    // Its scroll bar's place is kept: nothing behind the dialog moves sideways.
    page.scrollbarGutter = 'stable';
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  });
}
