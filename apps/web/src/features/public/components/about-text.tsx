import { useLanguage } from '@/i18n/use-language';
import { useSitePart, type SiteInfo } from '@/lib/api/get-site';

const selectAbout = (site: SiteInfo) => site.about;

/** The admin's about text (settings) in the page's language, or the built-in `fallback` text until one is saved. */
export function AboutText({ fallback }: { fallback: string }) {
  const { lang } = useLanguage();
  const about = useSitePart(selectAbout);
  return (lang === 'ar' ? about?.ar : about?.en) || fallback;
}
