import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { notifyInfo } from '@/lib/notify-info';

/**
 * A visitor who presses Register: told to log in, then sent to /login, which brings them back here
 * (with the catalogue's filters, which live in the URL) once signed in.
 */
export function useSendToLogin(): () => void {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    notifyInfo(t('register.login_required'));
    void navigate(paths.login, { state: { from: location } });
  };
}
