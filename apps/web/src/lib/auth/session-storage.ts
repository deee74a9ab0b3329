import type { PublicUser } from '@academy/shared';

/** Storage keys of spec section 3: `access_token` is the bearer, `token` mirrors it, `user` caches the person. */
const ACCESS_TOKEN_KEY = 'access_token';
const LEGACY_TOKEN_KEY = 'token';
const USER_KEY = 'user';

export function getAccessToken(): string | null {
  // The server's render of a public page (no browser) is what a visitor sees.
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function storeSession(token: string, user: PublicUser): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  localStorage.setItem(LEGACY_TOKEN_KEY, token);
  storeUser(user);
}

export function storeUser(user: PublicUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

type Listener = () => void;
const expiryListeners = new Set<Listener>();

/** The API client reports a rejected token here; the auth provider listens and sends the person to /login. */
export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

export function expireSession(): void {
  clearSession();
  expiryListeners.forEach((listener) => listener());
}
