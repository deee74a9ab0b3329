import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@academy/shared';
import { getMeQueryOptions, useMe } from '@/lib/api/get-me';
import { logout } from '@/lib/api/logout';
import { paths } from '@/lib/paths';
import { clearFamilyCache } from '@/lib/pwa/family-cache';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { clearSession, getAccessToken, onSessionExpired, storeSession, storeUser } from './session-storage';

const LOGOUT_WAIT_MS = 5000;

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server and while it hydrates what the server rendered (an island of a public page,
 * src/public/hydrate-island.tsx), true in every other render in the browser: the server renders for nobody, so
 * hydration must too, and React renders the signed-in person right after.
 */
const useAfterHydration = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** Auth state of spec 4: loading at start, the stored token checked through /api/auth/me. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(getAccessToken);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe(token);

  const forget = useCallback(() => {
    setToken(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
    // The family app's offline copies (issue 26): a shared phone keeps nothing of this family once signed out.
    void clearFamilyCache();
  }, [queryClient]);

  useEffect(
    () =>
      onSessionExpired(() => {
        forget();
        if (window.location.pathname !== paths.login) navigate(paths.login, { replace: true });
      }),
    [forget, navigate],
  );

  const signIn = useCallback(
    (nextToken: string, user: PublicUser) => {
      // Nothing another account left offline may show in this one.
      void clearFamilyCache();
      storeSession(nextToken, user);
      queryClient.setQueryData(getMeQueryOptions(nextToken).queryKey, { user });
      setToken(nextToken);
    },
    [queryClient],
  );

  const setUser = useCallback(
    (user: PublicUser) => {
      storeUser(user);
      queryClient.setQueryData(getMeQueryOptions(token).queryKey, { user });
    },
    [queryClient, token],
  );

  const signOut = useCallback(async () => {
    // Signing out here never waits long for the server: on a bad connection the session still ends on this device.
    await logout(AbortSignal.timeout(LOGOUT_WAIT_MS)).catch(() => undefined);
    clearSession();
    forget();
  }, [forget]);

  const known = useAfterHydration() ? token : null;
  const user = known ? (me.data?.user ?? null) : null;
  const status: AuthStatus = user ? 'authenticated' : known && me.isPending ? 'loading' : 'anonymous';

  const value = useMemo<AuthContextValue>(() => ({ user, status, signIn, setUser, signOut }), [user, status, signIn, setUser, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
