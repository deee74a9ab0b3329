import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/api/get-site';
import { useLanguage } from '@/i18n/use-language';

/** The academy's name in the current language, from /api/site (a neutral word while it loads). */
export function useAcademyName(): string {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { data } = useSite();
  if (!data) return t('brand.fallback_name');
  return (lang === 'ar' ? data.academy.name_ar : data.academy.name) || data.academy.name;
}
