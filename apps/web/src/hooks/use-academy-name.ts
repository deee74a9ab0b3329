import { useTranslation } from 'react-i18next';
import { useSitePart, type SiteInfo } from '@/lib/api/get-site';
import { useLanguage } from '@/i18n/use-language';

const selectAcademy = (site: SiteInfo) => site.academy;

/**
 * The academy's name in the current language, from /api/site (a neutral word while it loads). Pages name
 * the academy in many places; the answer re-renders them in a render React can pause.
 */
export function useAcademyName(): string {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const academy = useSitePart(selectAcademy);
  if (!academy) return t('brand.fallback_name');
  return (lang === 'ar' ? academy.name_ar : academy.name) || academy.name;
}
