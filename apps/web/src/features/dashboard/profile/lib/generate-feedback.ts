import { notifications } from '@mantine/notifications';
import type { MobileRequirement } from '@academy/shared';
import { i18n } from '@/i18n';
import { isApiError } from '@/lib/api/api-error';
import { notifyError } from '@/lib/api/notify';

/** The success toast of a generation: new credentials, or the ones that already existed. */
export function notifyGenerated(created: boolean, name: string): void {
  notifications.show({
    color: 'green',
    message: i18n.t(created ? 'account:security.generate.created' : 'account:security.generate.existing', { name }),
  });
}

/** The failure toast, with the reasons the server returned (`not_eligible` lists the missing requirements). */
export function notifyGenerateFailed(error: unknown): void {
  const requirements = isApiError(error) && error.code === 'not_eligible' ? (error.details?.requirements ?? []) : [];
  if (requirements.length) {
    const reasons = requirements.map((r) => i18n.t(`account:security.requirements.${r as MobileRequirement}`)).join(' · ');
    notifications.show({ color: 'red', title: i18n.t('account:security.generate.failed'), message: reasons });
    return;
  }
  notifyError(error, i18n.t('account:security.generate.failed'));
}
