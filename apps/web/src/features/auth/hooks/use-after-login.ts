import { useLocation, useNavigate, type Location } from 'react-router';
import type { PublicUser } from '@academy/shared';
import { isAdmin } from '@/lib/auth/user';
import { paths } from '@/lib/paths';

/** Where a person goes after signing in: back where the guard stopped them, else their dashboard. */
export function useAfterLogin(): (user: PublicUser) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  return (user) => {
    const home = isAdmin(user) ? paths.admin.root : paths.dashboard.root;
    const back = from && from.pathname !== paths.login ? `${from.pathname}${from.search}${from.hash}` : null;
    const allowed = back && (!isAdmin(user) || back.startsWith(paths.admin.root));
    void navigate(allowed ? back : home, { replace: true });
  };
}
