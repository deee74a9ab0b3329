import { useTranslation } from 'react-i18next';
import { localizeOpeningHours } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { Ltr } from './bidi';

/** Support hours configured as "Mon-Fri 9AM-6PM", said in the current language. */
export function OpeningHoursText({ raw }: { raw: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const hours = localizeOpeningHours(raw, locale);
  if (!hours) return <Ltr>{raw}</Ltr>;
  return <>{t('contact.hours_value', { ...hours })}</>;
}
