import { notifications } from '@mantine/notifications';
import { i18n } from '@/i18n';
import { translateDynamic } from '@/i18n/translate';
import { isApiError } from './api-error';

/**
 * The one place an error becomes a toast: the translation of the server's `code` (or of the network
 * failure), else the server's own message, else the caller's fallback text.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (isApiError(error)) {
    const known = error.code === 'http_error' ? undefined : translateDynamic(error.code, ['errors']);
    return known ?? (error.message || fallback || i18n.t('common:feedback.unexpected_error'));
  }
  return fallback ?? i18n.t('common:feedback.unexpected_error');
}

export function notifyError(error: unknown, fallback?: string): void {
  notifications.show({ color: 'red', title: i18n.t('common:feedback.error_title'), message: errorMessage(error, fallback) });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
