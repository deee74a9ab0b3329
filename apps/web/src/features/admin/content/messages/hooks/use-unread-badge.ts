import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { useUnreadMessages } from '../api/messages';

/** The unread-messages badge of the admin tabs: the count (refreshed every few minutes) and its spoken label. */
export function useUnreadBadge(): { badge?: number; badgeLabel?: string } {
  const { t } = useTranslation('admin-content');
  const { locale } = useLanguage();
  const unread = useUnreadMessages();
  const n = unread.data ?? 0;
  if (n === 0) return {};
  return { badge: n, badgeLabel: t('tabs.unread_badge', { count: n, n: formatNumber(n, locale) }) };
}
