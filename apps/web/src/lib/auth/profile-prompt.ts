// Whether the profile-completion dialog was already offered during this visit (sessionStorage), so the
// dashboard opens it after a sign-in that did not (the first-time barcode login) without asking twice.
const KEY = 'profilePromptShown';

export function wasProfilePromptShown(): boolean {
  return sessionStorage.getItem(KEY) === 'true';
}

export function rememberProfilePromptShown(): void {
  sessionStorage.setItem(KEY, 'true');
}
