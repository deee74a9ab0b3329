import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@academy/shared';
import { i18n } from '@/i18n';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/notify';

/** The codes only the rooms routes answer, in this screen's words (a capacity refusal names the sections). */
const ROOM_CODES = ['room_not_found', 'room_name_taken', 'room_capacity_below_section', 'room_in_use'] as const;

/**
 * A failure of this screen as text: a capacity below a section's seats names the sections (in the reader's
 * list style); other codes go through the app's one error mapping.
 */
export function roomErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return errorMessage(error, fallback);
  const code = ROOM_CODES.find((c) => c === error.code);
  if (!code) return errorMessage(error, fallback);
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const locale = LANGUAGES[lang].locale;
  const named = (lang === 'ar' ? error.details?.sections_ar : undefined) ?? error.details?.sections ?? [];
  if (code === 'room_in_use') {
    const count = Number(named[0] ?? 0);
    return i18n.t('admin-staff:rooms.errors.room_in_use', { count, n: new Intl.NumberFormat(locale).format(count) });
  }
  const sections = new Intl.ListFormat(locale, { type: 'conjunction' }).format(named);
  return i18n.t(`admin-staff:rooms.errors.${code}`, { sections });
}

export const isRoomNameTaken = (error: unknown) => isApiError(error) && error.code === 'room_name_taken';
export const isCapacityBelowSection = (error: unknown) => isApiError(error) && error.code === 'room_capacity_below_section';
