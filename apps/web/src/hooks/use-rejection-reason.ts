import { useTranslation } from 'react-i18next';
import { systemRejectionKey } from '@academy/shared';

/** A request's rejection reason as the reader should see it: one the product wrote, in their language; an admin's own words as typed. */
export function useRejectionReason() {
  const { t } = useTranslation('common');
  return (reason: string) => {
    const key = systemRejectionKey(reason);
    return key ? t(`system_rejection.${key}`) : reason;
  };
}
