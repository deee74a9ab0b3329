import { i18n } from '@/i18n';
import { translateFieldError } from '@/i18n/translate';

/** A field error: this screen's own wording of a validation key first, then the app's. */
export function courseFieldError(message: unknown): string | undefined {
  if (typeof message === 'string' && i18n.exists(`admin-courses:validation.${message}`))
    return i18n.t(`admin-courses:validation.${message}` as never);
  return translateFieldError(message);
}
