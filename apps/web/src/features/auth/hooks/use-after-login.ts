import { useLocation, useNavigate, type Location } from 'react-router';
import type { PublicUser } from '@academy/shared';
import { homeOf } from '@/lib/auth/user';
import { paths } from '@/lib/paths';

/**
 * Where a person goes after signing in: back where the guard stopped them, else their own area. The admin and
 * a teacher go back only within their own area (/admin, /teacher); a family anywhere (the guards bounce the rest).
 */
export function useAfterLogin(): (user: PublicUser) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  return (user) => {
    const home = homeOf(user);
    const back = from && from.pathname !== paths.login ? `${from.pathname}${from.search}${from.hash}` : null;
    const allowed = back && (home === paths.dashboard.root || back.startsWith(home));
    void navigate(allowed ? back : home, { replace: true });
  };
}
