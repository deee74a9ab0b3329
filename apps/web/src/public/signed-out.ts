/** Left by a sign-out on a server-rendered page (app/layouts/site-shell/use-sign-out.ts) for the page it loads next. */
const SIGNED_OUT_KEY = 'academy:signed-out';

/** After a sign-out: says so, as the app does, once the page it led to has loaded. */
export function sayIfSignedOut(): void {
  try {
    if (!sessionStorage.getItem(SIGNED_OUT_KEY)) return;
    sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    return;
  }
  void import('./signed-out-notice').then(({ sayLoggedOut }) => sayLoggedOut());
}
