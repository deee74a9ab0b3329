import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifyInfo } from '@/lib/notify-info';

/**
 * A notice the previous page left for this one in the router state (`state.notice`: "Please login to register
 * for courses" on the way to /login). It is shown once, also when this page is a new page load (an island of a
 * server-rendered page sends the visitor here, the state in history), then taken out of the state: a reload or
 * the back button does not show it again.
 */
export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useRef<string | null>(null);
  const { notice, ...rest } = (location.state ?? {}) as { notice?: unknown };

  useEffect(() => {
    if (typeof notice !== 'string' || shown.current === location.key) return;
    shown.current = location.key;
    notifyInfo(notice);
    void navigate(location, { replace: true, state: Object.keys(rest).length > 0 ? rest : null });
  });

  return null;
}
