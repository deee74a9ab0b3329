import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMY_TIME_ZONE, DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@academy/shared';
import { familyCacheSavedAt } from '@/lib/pwa/family-cache';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it is offline (false when rendered on the server). */
function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * The family app offline (issue 26): the dashboard shows the answers the service worker kept, under "offline —
 * showing what was saved at HH:MM" (the time of the newest kept answer, on the academy's clock).
 */
export function OfflineNotice() {
  const { t, i18n } = useTranslation('family-app');
  const offline = useOffline();
  const [savedAt, setSavedAt] = useState<Date | null | undefined>(undefined);
  useEffect(() => {
    if (!offline) return;
    let live = true;
    void familyCacheSavedAt().then((at) => live && setSavedAt(at));
    return () => {
      live = false;
    };
  }, [offline]);
  if (!offline || savedAt === undefined) return null;
  const locale = LANGUAGES[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE].locale;
  const time = savedAt
    ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ACADEMY_TIME_ZONE }).format(savedAt)
    : null;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconCloudOff size={18} aria-hidden />}
      role="status"
      data-testid="offline-notice"
      py="xs"
      mb="sm"
    >
      {/* (the time isolated left to right inside an Arabic sentence) */}
      {time ? t('offline.saved_at', { time: `\u2066${time}\u2069` }) : t('offline.nothing_saved')}
    </Alert>
  );
}
