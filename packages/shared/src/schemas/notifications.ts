import type { NOTIFICATION_TARGETS, NOTIFICATION_TYPES } from '../constants';
import type { Language } from '../languages';

export interface FamilyNotification {
  id: number;
  title: string;
  message: string;
  title_en: string | null;
  title_ar: string | null;
  message_en: string | null;
  message_ar: string | null;
  type: (typeof NOTIFICATION_TYPES)[number];
  target_users: (typeof NOTIFICATION_TARGETS)[number];
  created_at: string;
  /** Web accounts only: whether this account has opened it. */
  read: boolean;
}

/**
 * The title and message in the reader's language when the academy wrote it, else in the other one (notifications are
 * written in English and Arabic; a French reader gets the English text, in the same Latin script, else the Arabic).
 */
export function notificationText(n: Pick<FamilyNotification, 'title_en' | 'title_ar' | 'message_en' | 'message_ar'>, lang: Language) {
  const pick = (en: string | null, ar: string | null) => (lang === 'ar' ? ar || en : en || ar) ?? '';
  return { title: pick(n.title_en, n.title_ar), message: pick(n.message_en, n.message_ar) };
}
