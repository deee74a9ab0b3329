import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '@/lib/api/get-site';
import { useLanguage } from '@/i18n/use-language';
import { Ltr } from './bidi';

/** Support hours configured as "Mon-Fri 9AM-6PM", said in the current language (the server localized the parts). */
export function OpeningHoursText({ academy }: { academy: Pick<SiteInfo['academy'], 'support_hours' | 'support_hours_localized'> }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const hours = academy.support_hours_localized[lang];
  if (!hours) return <Ltr>{academy.support_hours}</Ltr>;
  return <>{t('contact.hours_value', { ...hours })}</>;
}
