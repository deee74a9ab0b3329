import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

/**
 * A visitor who presses Register: sent to /login, told there to log in to register (the notice travels with the
 * navigation, app/route-notice.tsx: from a server-rendered page /login is a new page load), and brought back here
 * (with the catalogue's filters, which live in the URL) once signed in.
 */
export function useSendToLogin(): () => void {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(paths.login, { state: { from: location, notice: t('register.login_required') } });
}
