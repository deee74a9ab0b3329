import { i18n } from '@/i18n';
import { isApiError } from '@/lib/api/api-error';
import { notifyError } from '@/lib/api/notify';

/** A failure of this screen as a toast: a teacher not found in this screen's words, the rest through the app's one error mapping. */
export function notifyTeacherError(error: unknown, fallback: string) {
  if (isApiError(error) && error.code === 'teacher_not_found') {
    notifyError(null, i18n.t('admin-staff:teachers.errors.not_found'));
    return;
  }
  notifyError(error, fallback);
}
