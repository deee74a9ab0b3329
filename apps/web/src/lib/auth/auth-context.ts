import { createContext } from 'react';
import type { PublicUser } from '@academy/shared';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  user: PublicUser | null;
  status: AuthStatus;
  /** Stores the token and user a login answered with. */
  signIn: (token: string, user: PublicUser) => void;
  /** Replaces the cached user after a profile change. */
  setUser: (user: PublicUser) => void;
  /** Revokes the session on the server (best effort) and forgets it here. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
