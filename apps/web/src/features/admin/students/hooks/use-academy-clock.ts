import { useEffect, useState } from 'react';
import { academyClock } from '@academy/shared';

/** The academy's wall clock (Africa/Algiers), read again every minute so LIVE / SOON marks move on their own. */
export function useAcademyClock() {
  const [now, setNow] = useState(() => academyClock(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setNow(academyClock(new Date())), 60 * 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
